// Holds the Kiswahili catalogue to the English one: the same key paths (tsc checks
// this too, but only where the types can see it), every string and every function's text
// translated, and the glossary's words where the English names a glossary term.
// The core catalogues (en.ts, sw.ts) and every page's and feature's strings (en/<area>.ts and its
// twin sw/<area>.ts), found on disk, so an area added later is held to the same rules unlisted.
import { glossary, namesTerm } from '~/content/glossary'
import { articlesMessages } from './articles'
import { chatMessages } from './chat'
import { companySectionsMessages } from './company-sections'
import { consultationMessages } from './consultation'
import { en } from './en'
import { homeSectionsMessages } from './home-sections'
import { howWeCheckMessages } from './how-we-check'
import { sw } from './sw'
import { topicNamesMessages } from './topic-names'
import { videoMessages, videosMessages } from './videos'

type Area = Record<string, object>

const enAreas = import.meta.glob<Area>('./en/*.ts', { eager: true })
const swAreas = import.meta.glob<Area>('./sw/*.ts', { eager: true })
/** Every `{ en, sw }` catalogue the components read (i18n/<area>.ts, messages.ts `Catalogue`). */
const catalogueModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })

/** English only by design: the notice of a new request goes to the provider's staff. */
const ENGLISH_ONLY = new Set(['./en/experts-notice.ts'])

/** Every area's exports under `pages.<export>`, in one language: where the catalogue held them before. */
function areaStrings(areas: Record<string, Area>): { pages: Area } {
  const pages: Area = {}
  for (const [file, area] of Object.entries(areas)) {
    if (ENGLISH_ONLY.has(file)) continue
    for (const [name, strings] of Object.entries(area)) {
      if (name in pages) throw new Error(`${file} exports ${name}, which another area exports too`)
      pages[name] = strings
    }
  }
  return { pages }
}

const enPages = areaStrings(enAreas)
const swPages = areaStrings(swAreas)
/** One language's strings as its readers meet them: the core and every area. */
const enAll = { ...en, ...enPages }
const swAll = { ...sw, ...swPages }

type Leaf = string | ((...args: never[]) => string)

/** Every string and function of a catalogue by its dotted path ("pages.home.carousel.next"). */
function leaves(value: unknown, path = '', into = new Map<string, Leaf>()): Map<string, Leaf> {
  if (typeof value === 'string' || typeof value === 'function') {
    into.set(path, value as Leaf)
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, into)
  } else {
    throw new Error(`${path} holds neither text nor a function: ${String(value)}`)
  }
  return into
}

/**
 * Paths where Kiswahili says exactly what English says, because the text is a name:
 * the brand, the social networks, each language's own name (a switch names each language in
 * that language), and the home page's title, which is the hub's name.
 */
const SAME_AS_ENGLISH = new Set([
  'brand.title',
  'brand.subtitle',
  'language.en',
  'language.sw',
  'pages.footer.facebook',
  'pages.footer.linkedin',
  'pages.footer.youtube',
  'pages.home.title',
  // Names each language in its own words, as the language switch does.
  'pages.phone.ussd.chooseLanguage',
  'pages.whatsapp.languageButtons.sw',
  'pages.whatsapp.languageButtons.en',
])

/** The suggestion to switch is addressed to a reader of the other language, so `sw` has it in English. */
const IN_ENGLISH_BY_DESIGN = new Set(['language.suggestion', 'language.suggestionAction', 'language.suggestionDismiss'])

/**
 * Words that are common in English and are no Kiswahili words at all: a Kiswahili text holding one
 * has English pasted into it, even where the English catalogue says something else.
 */
const ENGLISH_WORDS = /\b(the|and|your|you|please|with|for|this|that|of|to|is|are|not|our|here)\b/i

/** Sample arguments for every function of the catalogues, by path (several sets where plurals differ). */
const SAMPLES: Record<string, unknown[][]> = {
  'pages.dataSaver.showPhoto': [['45 KB']],
  'pages.dataSaver.saved': [['1.2 MB']],
  'videoCard.watchVideo': [['Kupanda mahindi']],
  'pages.footer.copyright': [[2026, 'Tujue Ukulima']],
  'pages.home.carousel.slideLabel': [[1, 5]],
  'pages.homeSections.topics.about': [['Afya ya Udongo']],
  'pages.homeSections.topics.of': [['Afya ya Udongo']],
  'pages.homeSections.videoFlow.title': [['Ufugaji wa Wanyama']],
  'pages.homeSections.videoFlow.videoCount': [[1], [4], [1200]],
  'pages.homeSections.videoFlow.watchVideo': [['Kupanda mahindi']],
  'pages.homeSections.videoFlow.moreVideos': [['Ufugaji wa Wanyama']],
  'pages.homeSections.testimonials.rating': [
    [5, 5],
    [4.5, 5],
  ],
  'pages.articles.showing': [
    [1, 1],
    [12, 40],
    [40, 1500],
  ],
  'pages.articles.resultsHeading': [['mahindi']],
  'pages.articles.resultsSummary': [
    [1, 1],
    [3, 0],
    [0, 12],
  ],
  'pages.articles.noResults': [['mahindi']],
  'pages.articles.save': [['Kilimo cha mpunga Mwea']],
  'pages.articles.unsave': [['Kilimo cha mpunga Mwea']],
  'pages.guide.videosHeading': [['Afya ya Udongo']],
  'pages.guide.play': [['Kupanda mahindi']],
  'pages.share.copyFailedBody': [['https://example.org/sw/videos/abc123']],
  'pages.videos.showing': [
    [1, 1],
    [12, 1500],
  ],
  'pages.video.play': [['Kupanda mahindi']],
  'pages.video.relatedHeading': [['Ufugaji wa Wanyama']],
  'pages.about.basedIn': [['Mwea, Kenya']],
  'pages.about.teamPhotoAlt': [['Jane Wanjiru']],
  'pages.contact.reportMistakeMessage': [['Afya ya Udongo']],
  'pages.companies.learnMoreAbout': [['Mwea Agro']],
  'pages.companies.established': [[2019]],
  'pages.companies.logoAlt': [['Mwea Agro']],
  'pages.companySections.videosLead': [[1], [6]],
  'pages.companySections.form.lead': [['info@example.org']],
  'pages.companySections.form.mailBody': [['Habari', 'Jane Wanjiru', 'jane@example.org']],
  'pages.consultation.mail.subject': [['Afya ya Udongo']],
  'pages.consultation.privacy': [[365, 'info@example.org']],
  'pages.consultation.notStored.limited': [[1], [9]],
  'pages.consultationStatus.asked': [['24 Novemba 2026 saa 09:20']],
  'pages.consultationStatus.answered': [['25 Novemba 2026 saa 14:05']],
  'pages.howWeCheck.whoWrites': [['Skyfield Aerotech']],
  'pages.expert.signIn.tooMany': [[1], [15]],
  'pages.expert.signedInAs': [['Jane Wanjiru']],
  'pages.expert.age.minutes': [[45]],
  'pages.expert.age.hours': [[5]],
  'pages.expert.age.days': [[3, 2]],
  'pages.expert.inbox.waiting': [[1], [12]],
  'pages.expert.inbox.oldest': [['siku 3 na saa 2']],
  'pages.expert.inbox.showing': [[1, 50, 120]],
  'pages.expert.inbox.asked': [['saa 5']],
  'pages.expert.consultationRequest.title': [['TU-7K3F-Q9']],
  'pages.expert.consultationRequest.waited': [['saa 5']],
  'pages.expert.consultationRequest.answeredBy': [['Jane Wanjiru']],
  'pages.expert.replyMail.subject': [['TU-7K3F-Q9']],
  'pages.expert.replyMail.greeting': [['Wanjiku Kamau']],
  'pages.expert.replyMail.reference': [['TU-7K3F-Q9']],
  'pages.expert.replyMail.askAgain': [['https://tujue.example/sw/ask-expert']],
  'pages.expert.replyMail.signature': [['Jane Wanjiru', 'Tujue Ukulima']],
  'pages.saveOffline.willTake': [['84 KB']],
  'pages.saveOffline.photosUnknown': [[1], [3]],
  'pages.saveOffline.saving': [[2, 5]],
  'pages.saveOffline.saved': [['84 KB']],
  'pages.saveOffline.removeGuide': [['Afya ya Udongo']],
  'pages.phone.ussd.guideSent': [['Hatua za Kuvuna na Kukausha']],
  'pages.phone.ussd.confirmRequest': [['Majani ya mahindi yana madoa ya kahawia']],
  'pages.phone.ussd.requestSent': [['TU-7K3F-Q9']],
  'pages.phone.ussd.requestStatus.received': [['TU-7K3F-Q9']],
  'pages.phone.ussd.requestStatus.answering': [['TU-7K3F-Q9']],
  'pages.phone.ussd.requestStatus.answered': [['TU-7K3F-Q9']],
  'pages.phone.ussd.profile': [['Kirinyaga', 'Mpunga, Mahindi']],
  'pages.phone.ussd.unknownCounty': [['Kirinyanga']],
  'pages.phone.ussd.countySaved': [['Kirinyaga']],
  'pages.phone.ussd.cropsSaved': [['Mpunga, Mahindi']],
  'pages.phone.sms.more': [['https://tujue.example/g/k3x9q']],
  'pages.phone.sms.dialMenu': [['*384*22#']],
  'pages.phone.sms.tooMany': [[1], [7]],
  'pages.phone.sms.expertReply': [['TU-7K3F-Q9']],
  'pages.phone.sms.expertReplyWhole': [['*384*22#']],
  'pages.phone.sms.expertAnswerReady': [['TU-7K3F-Q9']],
  'pages.expert.consultationRequest.photoAlt': [[1], [2]],
  'pages.whatsapp.guides': [['https://tujue.example/sw/articles']],
  'pages.whatsapp.heard': [['mahindi yangu yana madoa']],
  'pages.whatsapp.offlineExpert': [['https://tujue.example/sw/contact']],
  'pages.whatsapp.expertRequested': [['TU-7K3F-Q9']],
  'pages.whatsapp.expertReply': [['TU-7K3F-Q9', 'Ondoa majani yaliyoathirika.']],
}

/** The texts a leaf produces: the string itself, or the function's text for each sample. */
function texts(path: string, leaf: Leaf): { label: string; text: string; args: unknown[] }[] {
  if (typeof leaf === 'string') return [{ label: path, text: leaf, args: [] }]
  return (SAMPLES[path] ?? []).map((args) => ({
    label: `${path}(${args.join(', ')})`,
    text: (leaf as (...args: unknown[]) => string)(...args),
    args,
  }))
}

/** What is wrong with `other` as a translation of `english`, one line per problem. */
function problems(english: object, other: object): string[] {
  const enLeaves = leaves(english)
  const swLeaves = leaves(other)
  const found: string[] = []
  for (const path of enLeaves.keys()) if (!swLeaves.has(path)) found.push(`missing: ${path}`)
  for (const path of swLeaves.keys()) if (!enLeaves.has(path)) found.push(`extra: ${path}`)
  for (const [path, enLeaf] of enLeaves) {
    const swLeaf = swLeaves.get(path)
    if (swLeaf === undefined) continue
    if (typeof swLeaf !== typeof enLeaf) {
      found.push(`a ${typeof swLeaf} where English has a ${typeof enLeaf}: ${path}`)
      continue
    }
    if (typeof enLeaf === 'function' && typeof swLeaf === 'function' && enLeaf.length !== swLeaf.length) {
      found.push(`${swLeaf.length} parameters where English has ${enLeaf.length}: ${path}`)
    }
    if (typeof enLeaf === 'function' && !SAMPLES[path]) found.push(`no sample arguments: ${path}`)
    if (SAME_AS_ENGLISH.has(path)) continue
    const enTexts = texts(path, enLeaf)
    texts(path, swLeaf).forEach(({ label, text, args }, index) => {
      if (text === enTexts[index]?.text) found.push(`same as English: ${label}`)
      if (!IN_ENGLISH_BY_DESIGN.has(path) && ENGLISH_WORDS.test(text)) found.push(`English words: ${label}: ${text}`)
      if (/undefined|NaN|\[object/.test(text)) found.push(`broken text: ${label}: ${text}`)
      for (const arg of args) {
        if (typeof arg === 'string' && !text.includes(arg)) found.push(`leaves out “${arg}”: ${label}`)
      }
    })
  }
  return found
}

/** A copy of `catalogue` with the leaf at `path` replaced (or added) by `value`. */
function withLeaf(catalogue: object, path: string, value: unknown): object {
  const [head, ...rest] = path.split('.') as [string, ...string[]]
  const copy = (Array.isArray(catalogue) ? [...catalogue] : { ...catalogue }) as Record<string, unknown>
  copy[head] = rest.length ? withLeaf((copy[head] ?? {}) as object, rest.join('.'), value) : value
  return copy
}

describe('the Kiswahili catalogue', () => {
  it('has every key path of the English one and no other, each translated', () => {
    expect(problems(en, sw)).toEqual([])
  })

  it('has a Kiswahili twin of every English area, with the same exports', () => {
    const english = Object.keys(enAreas).filter((file) => !ENGLISH_ONLY.has(file))
    expect(Object.keys(swAreas).map((file) => file.replace('./sw/', './en/'))).toEqual(english)
    for (const file of english) {
      expect(Object.keys(swAreas[file.replace('./en/', './sw/')] ?? {}), file).toEqual(Object.keys(enAreas[file] ?? {}))
    }
    expect(Object.keys(enPages.pages).length).toBeGreaterThan(20)
  })

  it('translates every page’s and feature’s strings, each area held to its English twin', () => {
    expect(problems(enPages, swPages)).toEqual([])
  })

  it('pairs each English area with its own Kiswahili twin in every catalogue the pages read', () => {
    const pairs: string[] = []
    // i18n/<area>.ts for each en/<area>.ts: every export is an area's { en, sw }.
    const pairModules = Object.entries(catalogueModules).filter(([file]) => enAreas[file.replace('./', './en/')])
    expect(pairModules.length).toBeGreaterThan(10)
    for (const [file, module] of pairModules) {
      for (const [name, value] of Object.entries(module)) {
        expect(Object.keys(value as object), `${file} ${name}`).toEqual(['en', 'sw'])
        const { en: english, sw: kiswahili } = value as { en: object; sw: object }
        const area = Object.entries(enPages.pages).find(([, strings]) => strings === english)?.[0]
        expect(area, `${file} ${name}.en is an English area's export`).toBeDefined()
        expect(kiswahili, `${file} ${name}.sw`).toBe(swPages.pages[area ?? ''])
        pairs.push(area ?? '')
      }
    }
    // Every area the pages show has its catalogue (the offline page's strings go to the service worker,
    // `offline` is in the core).
    const shown = Object.keys(enPages.pages).filter((area) => !['offline', 'offlinePage'].includes(area))
    expect(pairs.sort()).toEqual(shown.sort())
  })

  it('says the allowed names exactly as English does', () => {
    const enLeaves = leaves(enAll)
    const swLeaves = leaves(swAll)
    for (const path of SAME_AS_ENGLISH) expect(swLeaves.get(path), path).toBe(enLeaves.get(path))
  })

  it('asks an English reader in English to switch', () => {
    expect(sw.language.suggestion).toBe('This site is also available in English.')
    expect(sw.language.suggestionAction).toBe('Read in English')
    expect(sw.language.suggestionDismiss).toBe('Dismiss')
  })

  it('counts in Kiswahili: numbers formatted for sw-KE and singular forms for one', () => {
    const sw1500 = new Intl.NumberFormat('sw-KE').format(1500)
    expect(articlesMessages.sw.showing(40, 1500)).toBe(`Inaonyesha makala 40 kati ya ${sw1500}`)
    expect(videosMessages.sw.showing(12, 1500)).toBe(`Inaonyesha video 12 kati ya ${sw1500}`)
    expect(articlesMessages.sw.resultsSummary(1, 1)).toBe('Matokeo: mwongozo 1 na makala 1')
    expect(articlesMessages.sw.resultsSummary(3, 0)).toBe('Matokeo: miongozo 3 na makala 0')
    expect(homeSectionsMessages.sw.videoFlow.videoCount(1)).toBe('Video moja')
    expect(homeSectionsMessages.sw.videoFlow.videoCount(4)).toBe('Video 4')
    // One video is "it" (-i-), several are "them" (-zi-).
    expect(companySectionsMessages.sw.videosLead(1)).toContain('kuitazama')
    expect(companySectionsMessages.sw.videosLead(6)).toContain('Video 6, bure kuzitazama')
  })

  it('links the words of the AI disclaimer that it names as the link', () => {
    expect(chatMessages.sw.aiDisclaimer).toContain(chatMessages.sw.aiDisclaimerLink)
  })

  it('names the consultation topics as the topic guides are titled', () => {
    const { other, 'climate-smart': climateSmart, ...sameSlugs } = consultationMessages.sw.topics
    expect(other).not.toBe('')
    expect(climateSmart).toBe(topicNamesMessages.sw['climate-smart-agriculture'])
    for (const [slug, name] of Object.entries(sameSlugs))
      expect(name).toBe(topicNamesMessages.sw[slug as keyof typeof topicNamesMessages.sw])
  })

  it('keeps the how-we-check page’s sections and paragraphs one for one', () => {
    const shape = (sections: { paragraphs: string[] }[]) => sections.map((section) => section.paragraphs.length)
    expect(shape(howWeCheckMessages.sw.sections)).toEqual(shape(howWeCheckMessages.en.sections))
  })
})

describe('the translation check itself', () => {
  it('refuses English pasted into the Kiswahili catalogue', () => {
    expect(problems(enAll, enAll).length).toBeGreaterThan(100)
    expect(problems(enAll, withLeaf(swAll, 'pages.chat.send', chatMessages.en.send))).toEqual([
      'same as English: pages.chat.send',
    ])
    expect(problems(enAll, withLeaf(swAll, 'pages.home.heading', 'Grow smarter with our guides'))).toEqual([
      'English words: pages.home.heading: Grow smarter with our guides',
    ])
  })

  it('refuses a function that still speaks English', () => {
    expect(problems(enAll, withLeaf(swAll, 'pages.video.play', videoMessages.en.play))).toEqual([
      'same as English: pages.video.play(Kupanda mahindi)',
    ])
    expect(
      problems(
        enAll,
        withLeaf(swAll, 'pages.video.play', (title: string) => `Play the video ${title}`),
      ),
    ).toEqual(['English words: pages.video.play(Kupanda mahindi): Play the video Kupanda mahindi'])
  })

  it('refuses a missing or an extra key, and a function that drops its argument', () => {
    expect(problems(en, withLeaf(sw, 'nav.extra', 'Zaidi'))).toEqual(['extra: nav.extra'])
    const navWithoutMenu: Partial<typeof sw.nav> = { ...sw.nav }
    delete navWithoutMenu.menu
    expect(problems(en, { ...sw, nav: navWithoutMenu })).toEqual(['missing: nav.menu'])
    expect(
      problems(
        enAll,
        withLeaf(swAll, 'pages.video.play', () => 'Cheza video'),
      ),
    ).toEqual([
      '0 parameters where English has 1: pages.video.play',
      'leaves out “Kupanda mahindi”: pages.video.play(Kupanda mahindi)',
    ])
  })
})

// "agro-vet" is a shop, not the veterinarian the glossary's "vet" means.
const englishForGlossary = (text: string) => text.replace(/agro-vet/gi, 'agrovet')

/** Where `other` lacks the glossary's Kiswahili word for a term the English text names. */
function glossaryMisses(english: object, other: object): string[] {
  const swLeaves = leaves(other)
  const misses: string[] = []
  for (const [path, enLeaf] of leaves(english)) {
    const swTexts = texts(path, swLeaves.get(path) ?? '')
    texts(path, enLeaf).forEach(({ label, text }, index) => {
      const swText = swTexts[index]?.text ?? ''
      for (const entry of glossary) {
        if (!entry.en.some((term) => namesTerm(englishForGlossary(text), term))) continue
        if (!entry.sw.some((term) => namesTerm(swText, term))) misses.push(`${label}: ${entry.sw[0]}`)
      }
    })
  }
  return misses
}

describe('the glossary in the Kiswahili interface', () => {
  it('uses the glossary’s Kiswahili word wherever the English names a glossary term', () => {
    expect(glossaryMisses(enAll, swAll)).toEqual([])
  })

  it('notices a term said another way', () => {
    const vet = withLeaf(
      swAll,
      'pages.chat.safetyNote',
      chatMessages.sw.safetyNote.replace('daktari wa mifugo', 'mganga'),
    )
    expect(glossaryMisses(enAll, vet)).toEqual(['pages.chat.safetyNote: daktari wa mifugo'])
    const pesticides = withLeaf(swAll, 'pages.howWeCheck.sections', [])
    expect(glossaryMisses(enAll, pesticides)).toContain('pages.howWeCheck.sections.4.heading: viuatilifu')
  })
})
