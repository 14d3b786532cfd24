import {
  HELD_OUT_HIGH_RISK,
  HELD_OUT_ORDINARY,
  HIGH_RISK_QUESTIONS,
  ORDINARY_QUESTIONS,
  type SafetyQuestion,
} from '../../../tests/safety-questions'
import { highRiskSignals, isHighRiskQuestion, normaliseQuestion } from './high-risk'

const flagged = (questions: SafetyQuestion[]) => questions.filter((entry) => isHighRiskQuestion(entry.question))

describe('normaliseQuestion', () => {
  it('lower-cases, drops accents and apostrophes, and turns punctuation into spaces', () => {
    expect(normaliseQuestion('Ng’ombe wangu: DOZI, ya dawá?')).toBe(' ngombe wangu dozi ya dawa ')
  })
})

describe('isHighRiskQuestion', () => {
  it.each([
    ['a drug dose', 'What is the dosage of ivermectin for a goat?'],
    ['a dose in Kiswahili, with a typo', 'dosi ya dawa ya minyoo kwa ngombe'],
    ['millilitres to inject', 'how many mls do I inject a calf'],
    ['an injection in Kiswahili', 'Nimchome sindano gani ndama?'],
    ['mixing a pesticide', 'How much pesticide do I mix per 20 litres?'],
    ['mixing in Kiswahili', 'Nichanganye dawa ya kupe vipi?'],
    ['which chemical to use', 'Which herbicide kills couch grass?'],
    ['a withdrawal period', 'What is the withdrawal period after deworming?'],
    ['milk after a treatment', 'When can I sell milk after the cow was treated with antibiotics?'],
    ['days before harvest, in Kiswahili', 'Siku ngapi baada ya kunyunyiza dawa nivune nyanya?'],
    ['poisoning', 'I think my goats were poisoned'],
    ['poisoning in Kiswahili', 'Kuku wamekula sumu'],
    ['a sick animal', 'My calf is sick and coughing'],
    ['a sick animal in Kiswahili', 'Ng’ombe wangu anaumwa'],
    ['a dying animal, Sheng grammar', 'ngombe zangu zinakufa'],
    ['an animal that stopped eating', 'my pig stopped eating yesterday'],
    ['anthrax', 'Is it safe to eat a cow that died of anthrax?'],
    ['anthrax in Kiswahili', 'Kimeta imeingia kijijini'],
    ['rabies', 'Can a rabid dog infect my goats?'],
    ['rabies in Kiswahili', 'Kichaa cha mbwa kinaambukizwa vipi?'],
    ['brucellosis', 'Is brucellosis in goats dangerous to people?'],
    ['foot-and-mouth', 'FMD has been reported in our county'],
    ['foot-and-mouth in Kiswahili', 'Ugonjwa wa miguu na midomo umeingia'],
    ['lumpy skin', 'How does lumpy skin spread?'],
    ['African swine fever in Kiswahili', 'Homa ya nguruwe iko Busia?'],
    ['a Newcastle outbreak', 'Newcastle outbreak in my flock'],
    ['a Newcastle outbreak in Kiswahili', 'Kuku wana dalili za kideri'],
  ])('flags %s', (_, question) => {
    expect(isHighRiskQuestion(question)).toBe(true)
  })

  it.each([
    ['a seed rate', 'How much maize seed per acre?'],
    ['a fertiliser price', 'Bei ya mbolea ni ngapi?'],
    ['milk yield', 'How many litres of milk does a Jersey give?'],
    ['mixing feed', 'How do I mix feed for layers?'],
    ['a drone’s work rate', 'How many acres can a drone spray per hour?'],
    ['a Newcastle vaccine schedule', 'When do I vaccinate against Newcastle?'],
    ['pest control without chemicals', 'How do I control aphids without chemicals?'],
    ['a dying crop', 'Nyanya zangu zinakufa'],
    ['how much an animal eats', 'Ng’ombe anakula kiasi gani kwa siku?'],
  ])('leaves %s alone', (_, question) => {
    expect(isHighRiskQuestion(question)).toBe(false)
  })

  it('names what it matched', () => {
    expect(highRiskSignals('Dozi ya dawa ya minyoo kwa mbuzi')).toEqual(expect.arrayContaining(['dose', 'chemical']))
    expect(highRiskSignals('My cow is dying, is it anthrax?')).toEqual(['sick-animal', 'zoonosis'])
    expect(highRiskSignals('How do I plant maize?')).toEqual([])
  })
})

describe('the evaluation set (tests/safety-questions.ts)', () => {
  it('holds at least 40 high-risk questions, half of them in Kiswahili, and 20 ordinary ones in both languages', () => {
    expect(HIGH_RISK_QUESTIONS.length).toBeGreaterThanOrEqual(40)
    expect(HIGH_RISK_QUESTIONS.filter((entry) => entry.lang === 'sw').length * 2).toBeGreaterThanOrEqual(
      HIGH_RISK_QUESTIONS.length,
    )
    expect(ORDINARY_QUESTIONS.length).toBeGreaterThanOrEqual(20)
    expect(new Set(ORDINARY_QUESTIONS.map((entry) => entry.lang))).toEqual(new Set(['en', 'sw']))
    expect(HELD_OUT_HIGH_RISK).toHaveLength(10)
    expect(HELD_OUT_ORDINARY).toHaveLength(10)
  })

  it('flags every high-risk question', () => {
    const missed = HIGH_RISK_QUESTIONS.filter((entry) => !isHighRiskQuestion(entry.question))
    expect(missed).toEqual([])
  })

  it('flags at most 10% of the ordinary questions', () => {
    expect(flagged(ORDINARY_QUESTIONS).length).toBeLessThanOrEqual(ORDINARY_QUESTIONS.length * 0.1)
  })
})
