import { HIGH_RISK_QUESTIONS, ORDINARY_QUESTIONS } from '../../../tests/safety-questions'
import { riskKinds } from '~/content/safety/risk-kinds'
import { classifyRisk, normaliseQuestion, readRisk } from './classify'

describe('normaliseQuestion', () => {
  it('lower-cases, drops accents and apostrophes, parts numbers from units and punctuation into spaces', () => {
    expect(normaliseQuestion('Ng’ombe wangu: DOZI ya dawá, 20ml?')).toBe('ngombe wangu dose ya dawa 20 ml')
  })
  it('cuts letters typed three times or more, and reads farmers’ spellings as the word the lexicon knows', () => {
    expect(normaliseQuestion('pleeease which pestiside for my chikens, diarhea!')).toBe(
      'pleease which pesticide for my chicken diarrhoea',
    )
  })
})

describe('classifyRisk', () => {
  it('maps trade names to their kinds, whatever the case', () => {
    expect(classifyRisk('KARATE ni ya nini')).toContain('pesticide')
    expect(classifyRisk('where is furadan sold')).toEqual(expect.arrayContaining(['banned-product', 'pesticide']))
    expect(classifyRisk('triatix for my cows')).toEqual(expect.arrayContaining(['vet-medicine', 'pesticide']))
    expect(classifyRisk('Alamycin ya ndama')).toContain('vet-medicine')
  })
  it('reads Kiswahili class-prefixed -ngapi and injection verbs', () => {
    for (const question of ['Vijiko vingapi vya dawa ya minyoo?', 'Dawa ya kupe mililita zingapi?']) {
      expect(classifyRisk(question).length).toBeGreaterThan(0)
    }
    expect(classifyRisk('nimchome sindano ndama')).toContain('vet-medicine')
    expect(classifyRisk('nidunge mbuzi')).toContain('vet-medicine')
    // Counting seeds or bags is no dose.
    expect(classifyRisk('Vijiko vingapi vya mbegu za sukuma?')).toEqual([])
    expect(classifyRisk('Mifuko mingapi ya CAN kwa ekari?')).toEqual([])
  })
  it('recognises a person’s symptoms, not only the word poison', () => {
    expect(classifyRisk('worker sweating and vomiting after spraying')).toContain('people-exposed')
    expect(classifyRisk('Mfanyakazi anatoka jasho baada ya kunyunyizia')).toContain('people-exposed')
    expect(classifyRisk('My son has pinpoint pupils and is drooling')).toEqual(['people-exposed'])
  })
  it('lets an exception stop a trigger: a vaccination schedule names a disease without an outbreak', () => {
    expect(classifyRisk('When should I vaccinate my chicks against Newcastle disease?')).toEqual([])
    expect(classifyRisk('Newcastle killed half my flock')).toContain('zoonosis')
  })
  it('flags a pest only beside a request for a product, not a question about varieties or signs', () => {
    expect(classifyRisk('whats the strongest thing for tuta on tomatoes')).toContain('pesticide')
    expect(classifyRisk('Nimeona viwavi kwa mahindi, nitumie nini kuwamaliza?')).toContain('pesticide')
    expect(classifyRisk('Which maize varieties tolerate striga?')).toEqual([])
    expect(classifyRisk('What does fall armyworm damage look like on maize?')).toEqual([])
  })
  it('reads a price question about a sprayer as ordinary, and a dose in it as a dose', () => {
    expect(classifyRisk('how much does a knapsack sprayer cost')).toEqual([])
    expect(classifyRisk('Pampu ya kunyunyizia inauzwa pesa ngapi?')).toEqual([])
    expect(classifyRisk('how much of the red bottle do I put in a 15 litre pump')).toContain('pesticide')
  })
  it('keeps a medicine’s name ending apart from a fertiliser’s: sulphate of ammonia is no sulphonamide', () => {
    expect(classifyRisk('How much sulphate of ammonia per acre for tea?')).toEqual([])
    expect(classifyRisk('can i give sulfadimidine to the calves')).toContain('vet-medicine')
  })
  it('reads rot at the roots as a crop disease, and mouldy grain or feed as aflatoxin', () => {
    expect(classifyRisk('Mvua ikinyesha sana mahindi yanaoza mizizi?')).toEqual([])
    expect(classifyRisk('Chakula cha kuku kimeota ukungu, niwape tu?')).toContain('aflatoxin')
    expect(classifyRisk('the maize stalks have rotten, can I feed them to the cows')).toContain('aflatoxin')
  })
  it('recognises a person’s symptoms after a splash or a sprayer, with no chemical named', () => {
    expect(classifyRisk('i spilled concentrate on my legs and today they have blisters')).toContain('people-exposed')
    expect(classifyRisk('he put the sprayer nozzle in his mouth and now has stomach pain')).toContain('people-exposed')
    expect(classifyRisk('A 3 year old drank from the bottle where we kept the tick spray')).toContain('people-exposed')
    expect(classifyRisk('how do i keep rats out of the maize store without poison')).toEqual([])
  })
  it('reads Kiswahili verbs by their stem: a dog that bit, cutting an animal’s tongue, doubling a dose', () => {
    expect(classifyRisk('Mbwa wa jirani alimuuma mtoto wangu')).toContain('zoonosis')
    expect(classifyRisk('Wanasema nimkate ndama ulimi ndio anyonye')).toContain('harmful-remedy')
    expect(classifyRisk('Dawa ya magugu nizidishe kidogo ifanye kazi?')).toContain('pesticide')
  })
  it('does not take artificial insemination for an injection', () => {
    expect(classifyRisk('Ngombe yangu ipandishwe kwa sindano ama fahali, ipi bora kwa maziwa')).toEqual([])
    expect(classifyRisk('How long after the LA injection before I can slaughter the bull?')).toContain('vet-medicine')
  })
  it('reads milk, meat or eggs of an animal under treatment as sick produce, with no medicine named', () => {
    expect(classifyRisk('the goat is under treatment, can we drink her milk')).toContain('sick-produce')
    expect(classifyRisk('Kuku walipewa dawa wiki hii, mayai niuze?')).toContain('sick-produce')
    expect(classifyRisk('how much milk does a cow give after calving')).toEqual([])
  })
  it('reads a death by its Kiswahili and English forms beside its meat or skin', () => {
    expect(classifyRisk('kondoo ameshaaga, tumchune tuuze ngozi?')).toContain('sudden-death')
    expect(classifyRisk('the steer just dropped in the field, can we share the meat')).toContain('sudden-death')
    expect(classifyRisk('the price of milk dropped, where else can I sell it')).toEqual([])
  })
  it('reads a product put on a crop or a person, and weed-killing words, as pesticide questions', () => {
    expect(classifyRisk('can i use the tick dip on my kale')).toContain('pesticide')
    expect(classifyRisk('Dawa ya kuua nyasi lita ngapi kwa ekari?')).toContain('pesticide')
    expect(classifyRisk('can i put paraffin on my son to kill lice')).toContain('harmful-remedy')
    expect(classifyRisk('can i use cow manure on my kale')).toEqual([])
  })
  it('reads a formulation code after a strength as a pesticide, any brand, beside a word of use', () => {
    expect(classifyRisk('Zetaking 25 EC how much for a 20 litre pump')).toContain('pesticide')
    expect(classifyRisk('Nimepiga Kinga 72 WP kwa nyanya, nivune lini?')).toContain('pesticide')
    expect(classifyRisk('is EC a good maize variety for Embu')).toEqual([])
  })
  it('reads fodder fed days after a fertiliser as feed poisoning', () => {
    expect(classifyRisk('the napier got CAN two days ago, can I cut it for the cows today')).toContain('feed-poisoning')
    expect(classifyRisk('how much CAN should I put on napier')).toEqual([])
  })
  it('puts an animal that swallowed a chemical before the dose and the label: an SMS may carry one kind’s text', () => {
    expect(classifyRisk('My cow drank tick dip and is foaming at the mouth. What do I do?')[0]).toBe('feed-poisoning')
    expect(classifyRisk("Ng'ombe wangu amekunywa dawa ya kupe, anatoa povu mdomoni. Nifanyeje?")[0]).toBe(
      'feed-poisoning',
    )
  })
  it('reads an animal killed by lightning as a sudden death, and a tree struck near the shed as ordinary', () => {
    expect(classifyRisk('struck by lightning last night, the bull, can we share it')).toContain('sudden-death')
    expect(classifyRisk('Mbuzi wamepigwa na radi, tuwachune?')).toContain('sudden-death')
    expect(classifyRisk('radi imepiga mti karibu na banda, nifanye nini')).toEqual([])
  })
  it('reads a banned product asked for by its pest, with no product named', () => {
    expect(classifyRisk('the powder they banned for stalk borers, where is it sold now')).toContain('banned-product')
  })
  it('does not take a cow on heat or the AI man for an injection', () => {
    expect(classifyRisk('Ngombe ako kwa joto, mtu wa sindano aje saa ngapi?')).toEqual([])
  })
  it('reads a how much of money or of a size as no dose: a price, a house’s space', () => {
    expect(classifyRisk('dawa ya kupe ya lita moja inauzwa pesa ngapi nakuru')).toEqual([])
    expect(classifyRisk('ngombe sita wanahitaji nyumba ya mita ngapi za mraba')).toEqual([])
    expect(classifyRisk('dawa ya kupe ml ngapi kwa lita ishirini')).not.toEqual([])
  })
  it('does not take a house (nyumba) for an animal staggering (-yumba)', () => {
    expect(classifyRisk('kuku wangu wanahitaji nyumba mpya')).toEqual([])
    expect(classifyRisk('kuku wangu wanayumba na kufa')).not.toEqual([])
  })
  it('reads a routine vaccination given by the vet as no injection question', () => {
    expect(classifyRisk('ratiba ya chanjo ya mbuzi, vet huchoma sindano mara ngapi')).toEqual([])
    expect(classifyRisk('nimchome mbuzi sindano ya oxytetracycline ml ngapi')).toContain('vet-medicine')
  })
  it('reads a medicine’s measure beside an animal as a dose, whatever the unknown name', () => {
    expect(classifyRisk('is 8 ml of zylomax enough for a sheep')).toContain('vet-medicine')
    expect(classifyRisk('vidonge vingapi vya kalbamox kwa ndama')).toContain('vet-medicine')
    expect(classifyRisk('how many kg of dairy meal for a cow')).toEqual([])
    expect(classifyRisk('ndama wa siku mbili anywe maziwa ml ngapi')).toEqual([])
  })
  it('reads a course of days or the drinking water beside an animal as a medicine', () => {
    expect(classifyRisk('gave the broilers trimazol in water for 4 days, when can i slaughter')).toContain(
      'vet-medicine',
    )
    expect(classifyRisk('kuku wamekunywa unga wa vetox kwa siku tatu, mayai niuze lini')).not.toEqual([])
    expect(classifyRisk('how much water do broilers drink at 3 weeks')).toEqual([])
  })
  it('reads a liquid’s rate for an area or a pump beside a crop as a spray, any brand', () => {
    expect(classifyRisk('herbikill gold lita ngapi kwa ekari ya ngano')).toContain('pesticide')
    expect(classifyRisk('mbolea ya dap kilo ngapi kwa ekari ya ngano')).toEqual([])
  })
  it('reads dyed seed eaten, a snake’s bite and an animal found stiff by their structure', () => {
    expect(classifyRisk('my son ate some red bean seeds from the planting bag')).toContain('people-exposed')
    expect(classifyRisk('goats ate the blue coloured maize seed in the store')).toContain('feed-poisoning')
    expect(classifyRisk('mama ameumwa na nyoka shambani, tufanye nini')).toContain('people-exposed')
    expect(classifyRisk('ndama amekakamaa zizini, nyama tuile')).toContain('sudden-death')
  })
  it('names what it read the kinds from', () => {
    expect(readRisk('How many ml of ivermectin for my goat?')).toMatchObject({
      kinds: ['vet-medicine'],
      cues: expect.arrayContaining(['vet-product', 'dose', 'animal', 'chemical']),
    })
  })
})

describe('the development set (tests/safety-questions.ts)', () => {
  it('covers every kind in both languages', () => {
    for (const kind of riskKinds) {
      for (const lang of ['en', 'sw'] as const) {
        expect(
          HIGH_RISK_QUESTIONS.filter((entry) => entry.lang === lang && entry.kinds?.includes(kind.id)).length,
          `${kind.id} in ${lang}`,
        ).toBeGreaterThanOrEqual(6)
      }
    }
  })
  it.each(HIGH_RISK_QUESTIONS.filter((entry) => entry.kinds).map((entry) => [entry.question, [...entry.kinds!]]))(
    'names the kind a reader expects: %s',
    (question, kinds) => {
      expect(classifyRisk(question)).toEqual(expect.arrayContaining(kinds))
    },
  )
  it.each(ORDINARY_QUESTIONS.map((entry) => [entry.question]))('leaves an ordinary question alone: %s', (question) => {
    expect(classifyRisk(question)).toEqual([])
  })
})
