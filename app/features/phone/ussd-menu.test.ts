import { listGuideSections } from '~/features/topics/queries'
import { LOCALES, type Locale } from '~/i18n/locale'
import { countSms } from '~/lib/sms/segments'
import { phoneMessages } from '~/i18n/phone'
import { requestSentScreen, ussdReply, USSD_SCREEN_LIMIT, type UssdContext, type UssdGuide } from './ussd-menu'

function guidesIn(locale: Locale): UssdGuide[] {
  const guides: UssdGuide[] = []
  for (const section of listGuideSections(locale)) {
    let guide = guides.find((candidate) => candidate.slug === section.slug)
    if (!guide) guides.push((guide = { slug: section.slug, sections: [] }))
    guide.sections.push({ anchor: section.anchor, heading: section.heading })
  }
  return guides
}

const guides = { en: guidesIn('en'), sw: guidesIn('sw') }

const context = (overrides: Partial<UssdContext> = {}): UssdContext => ({
  locale: 'sw',
  optedOut: false,
  county: null,
  crops: [],
  latestRequest: null,
  guides,
  ...overrides,
})

describe('the USSD menu', () => {
  it('opens in Kiswahili, and in English once the farmer chose it', () => {
    expect(ussdReply('', context())).toEqual({
      end: false,
      text: expect.stringMatching(/^Tujue Ukulima\n1 Uliza swali/),
    })
    const chosen = ussdReply('6*2', context())
    expect(chosen).toMatchObject({ end: false, action: { type: 'set-language', locale: 'en' } })
    expect(chosen.text).toMatch(/^Tujue Ukulima\n1 Ask a question/)
    // The next step replays the choice: English, and the choice is not made again.
    expect(ussdReply('6*2*1', context({ locale: 'en' }))).toEqual({
      end: false,
      text: 'Type your farming question. The answer comes by SMS.\n0 Back',
    })
    expect(ussdReply('', context({ locale: 'en' })).text).toMatch(/Ask a question/)
  })

  it('stores a typed question and ends the session: the answer follows by SMS', () => {
    expect(ussdReply('1', context()).text).toBe('Andika swali lako la kilimo. Jibu litakuja kwa SMS.\n0 Rudi')
    expect(ussdReply('1*Mahindi yangu yana viwavi  jeshi', context())).toEqual({
      end: true,
      text: 'Asante! Tumepokea swali lako. Jibu litakufikia kwa SMS baada ya dakika chache.',
      action: { type: 'ask-question', question: 'Mahindi yangu yana viwavi jeshi', locale: 'sw' },
    })
    expect(ussdReply('1*ok', context())).toEqual({
      end: false,
      text: 'Tafadhali andika swali lako kwa maneno machache.\nAndika swali lako la kilimo. Jibu litakuja kwa SMS.\n0 Rudi',
    })
  })

  it('goes back a screen with 0 and home with 00', () => {
    expect(ussdReply('2*4*0', context()).text).toMatch(/^Miongozo: chagua mada/)
    expect(ussdReply('2*4*00', context()).text).toMatch(/^Tujue Ukulima/)
    expect(ussdReply('0', context()).text).toMatch(/^Tujue Ukulima/)
  })

  it('lists a guide’s sections a page at a time, and sends the one chosen by SMS', () => {
    const first = ussdReply('2*4', context()).text
    expect(first).toMatch(/^Wadudu:\n1 Utangulizi\n2 Maana ya /)
    expect(first).toMatch(/\n9 Zaidi\n0 Rudi$/)
    const second = ussdReply('2*4*9', context()).text
    expect(second).not.toEqual(first)
    const picked = ussdReply('2*4*1', context())
    expect(picked).toEqual({
      end: true,
      text: '"Utangulizi": muhtasari unatumwa kwa SMS sasa hivi.',
      action: { type: 'send-guide', slug: 'pest-control', anchor: null, heading: 'Utangulizi', locale: 'sw' },
    })
    const onSecondPage = ussdReply('2*4*9*1', context())
    expect(onSecondPage.action).toMatchObject({ type: 'send-guide', slug: 'pest-control' })
    expect(onSecondPage.action).not.toMatchObject({ anchor: null })
  })

  /** The path to a guide's sections: its topic found on the topics' pages, through "9 More". */
  function topicPath(locale: Locale, slug: string) {
    const label = phoneMessages[locale].ussd.guideTopics[slug as keyof typeof phoneMessages.en.ussd.guideTopics]
    let path = '2'
    for (let page = 0; page < 5; page += 1) {
      const lines = ussdReply(path, context({ locale })).text.split('\n')
      const item = lines.find((line) => line === `${/^\d/.exec(line)?.[0]} ${label}`)
      if (item) return `${path}*${item[0]}`
      path += '*9'
    }
    throw new Error(`No topic ${label} on the guides' pages`)
  }

  it('lists every topic and every section of every guide on some page, each once', () => {
    for (const locale of LOCALES) {
      for (const guide of guides[locale]) {
        const anchors: Array<string | null> = []
        let path = topicPath(locale, guide.slug)
        for (;;) {
          const screen = ussdReply(path, context({ locale })).text
          const items = screen.split('\n').filter((line) => /^[1-8] /.test(line))
          items.forEach((_, item) => {
            const reply = ussdReply(`${path}*${item + 1}`, context({ locale }))
            if (reply.action?.type === 'send-guide') anchors.push(reply.action.anchor)
          })
          if (!screen.includes('\n9 ')) break
          path += '*9'
        }
        expect(anchors, `${locale} ${guide.slug}`).toEqual(guide.sections.map((section) => section.anchor))
      }
    }
  })

  it('takes a request to an expert: topic, problem, confirmation', () => {
    expect(ussdReply('3', context()).text).toMatch(/^Uliza mtaalamu: chagua mada\n1 Wadudu na magonjwa/)
    expect(ussdReply('3*1*madoa', context()).text).toMatch(/^Tafadhali eleza tatizo lako kwa angalau herufi 10/)
    const problem = 'Majani ya mahindi yana madoa ya kahawia tangu wiki iliyopita'
    expect(ussdReply(`3*1*${problem}`, context()).text).toBe(
      `Tuma kwa mtaalamu?\n"${problem}"\n1 Ndiyo, tuma\n2 Hapana\n0 Rudi`,
    )
    expect(ussdReply(`3*1*${problem}*1`, context())).toEqual({
      end: true,
      text: '',
      action: { type: 'ask-expert', topic: 'pest-control', message: problem, locale: 'sw' },
    })
    expect(requestSentScreen('sw', 'TU-7K3F-Q9')).toBe(
      'Ombi TU-7K3F-Q9 limepokelewa. Mtaalamu atakujibu kwa SMS ndani ya saa 24-48.',
    )
    expect(ussdReply(`3*7*${problem}*2`, context())).toEqual({ end: true, text: 'Ombi lako halikutumwa.' })
  })

  it('tells the status of the latest request, and sends an answer again by SMS', () => {
    expect(ussdReply('4', context())).toEqual({
      end: true,
      text: 'Bado hujamuuliza mtaalamu. Piga tena na uchague 3 kumuuliza.',
    })
    const waiting = context({ latestRequest: { reference: 'TU-7K3F-Q9', status: 'received' } })
    expect(ussdReply('4', waiting).text).toMatch(/^Ombi TU-7K3F-Q9: limepokelewa/)
    expect(ussdReply('4*1', waiting).text).toMatch(/^Chagua namba/)
    const answered = context({ locale: 'en', latestRequest: { reference: 'TU-7K3F-Q9', status: 'answered' } })
    expect(ussdReply('4', answered).text).toBe('Request TU-7K3F-Q9: answered.\n1 Send me the answer by SMS\n0 Back')
    expect(ussdReply('4*1', answered)).toEqual({
      end: true,
      text: 'The answer is on its way by SMS.',
      action: { type: 'resend-answer', locale: 'en' },
    })
  })

  it('records the county and the crops, once, on the step that chose them', () => {
    expect(ussdReply('5', context()).text).toBe(
      'Kaunti: haijawekwa\nMazao: haijawekwa\n1 Badili kaunti\n2 Badili mazao\n0 Rudi',
    )
    expect(ussdReply('5*1*kaunti ya kirinyaga', context())).toEqual({
      end: false,
      text: 'Imehifadhiwa. Kaunti: Kirinyaga.\n0 Rudi\n00 Mwanzo',
      action: { type: 'set-county', county: 'Kirinyaga' },
    })
    expect(ussdReply('5*1*kirinyaga*0', context({ county: 'Kirinyaga' }))).toEqual({
      end: false,
      text: 'Kaunti: Kirinyaga\nMazao: haijawekwa\n1 Badili kaunti\n2 Badili mazao\n0 Rudi',
    })
    expect(ussdReply('5*1*Atlantis', context()).text).toBe(
      'Hatukupata kaunti "Atlantis". Andika jina lake tena.\n0 Rudi',
    )
    expect(ussdReply('5*2*531', context())).toMatchObject({
      action: { type: 'set-crops', crops: ['maize', 'rice', 'vegetables'] },
      text: expect.stringMatching(/^Yamehifadhiwa\. Mazao: Mahindi, Mpunga, Mboga\./),
    })
    expect(ussdReply('5*2*19', context()).text).toMatch(/^Chagua namba/)
  })

  it('offers a farmer who said STOP to start SMS again before anything that answers by SMS', () => {
    const stopped = context({ optedOut: true })
    for (const option of ['1', '2', '3']) {
      expect(ussdReply(option, stopped).text).toBe(
        'Ulisimamisha SMS zetu, na majibu huja kwa SMS.\n1 Anza kupokea SMS tena\n0 Rudi',
      )
    }
    expect(ussdReply('1*1', stopped)).toEqual({
      end: true,
      text: 'SMS zetu zimeanza tena.',
      action: { type: 'opt-in', locale: 'sw' },
    })
    expect(ussdReply('5', stopped).text).toMatch(/^Kaunti:/)
  })

  it('answers a choice not on the screen with the same screen and a word on it', () => {
    expect(ussdReply('7', context()).text).toMatch(/^Chagua namba iliyo kwenye orodha\.\nTujue Ukulima\n1 Uliza/)
    // No room for both on this screen: the word takes the title's place.
    expect(ussdReply('5*2*x', context({ locale: 'en' })).text).toMatch(/^Choose a number from the list\.\n1 Maize/)
  })

  it('keeps every screen within one USSD page of GSM-7, in both languages', () => {
    const worst = context({
      county: 'Elgeyo/Marakwet',
      crops: ['maize', 'beans', 'rice', 'potatoes', 'vegetables', 'dairy', 'poultry', 'goats-sheep'],
    })
    const inputs = ['1', '2', '3', '4', '5', '6', '9', '0', '00', 'x', '135', 'Kirinyaga', 'Atlantis 2000 is far']
    const long = 'Ng’ombe wangu wa maziwa ana homa – anakohoa na hali chakula tangu jana °C 40 kwa siku tatu'
    const screens = new Map<string, string>()
    for (const locale of LOCALES) {
      for (const latestRequest of [
        null,
        ...(['received', 'answering', 'answered'] as const).map((status) => ({ reference: 'TU-7K3F-Q9', status })),
      ]) {
        for (const optedOut of [false, true]) {
          // Breadth first, each screen opened once: every screen the inputs can reach.
          const seen = new Set<string>()
          const queue = ['']
          while (queue.length > 0) {
            const path = queue.shift()!
            const reply = ussdReply(path, { ...worst, locale, latestRequest, optedOut })
            if (reply.text) screens.set(reply.text, path)
            if (reply.end || seen.has(reply.text)) continue
            seen.add(reply.text)
            for (const input of [...inputs, long]) queue.push(path === '' ? input : `${path}*${input}`)
          }
        }
      }
    }
    expect(screens.size).toBeGreaterThan(60)
    for (const [screen, path] of screens) {
      const count = countSms(screen)
      expect({ path, screen, encoding: count.encoding }).toEqual({ path, screen, encoding: 'GSM-7' })
      expect(count.characters, `${path}: ${screen}`).toBeLessThanOrEqual(USSD_SCREEN_LIMIT)
    }
    for (const locale of LOCALES) {
      expect(requestSentScreen(locale, 'TU-7K3F-Q9').length).toBeLessThanOrEqual(USSD_SCREEN_LIMIT)
    }
  }, 60_000)
})
