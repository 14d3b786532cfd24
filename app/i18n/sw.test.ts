// Holds the Kiswahili catalogue to the English one (issue 14): the same key paths (tsc checks
// this too, but only where the types can see it), every string and every function's text
// translated, and the glossary's words where the English names a glossary term.
import { glossary, namesTerm } from '~/content/glossary'
import { en } from './en'
import { expertCatalogues } from './expert'
import { sw } from './sw'
import { offlinePage as enOfflinePage } from './en/offline'
import { saveOffline as enSaveOffline } from './en/save-offline'
import { offlinePage as swOfflinePage } from './sw/offline'
import { saveOffline as swSaveOffline } from './sw/save-offline'

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
  'footer.facebook',
  'footer.linkedin',
  'footer.youtube',
  'pages.home.title',
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
  'dataSaver.showPhoto': [['45 KB']],
  'dataSaver.saved': [['1.2 MB']],
  'videoCard.watchVideo': [['Kupanda mahindi']],
  'footer.copyright': [[2026, 'Tujue Ukulima']],
  'pages.home.carousel.slideLabel': [[1, 5]],
  'pages.home.topics.about': [['Afya ya Udongo']],
  'pages.home.topics.of': [['Afya ya Udongo']],
  'pages.home.videoFlow.title': [['Ufugaji wa Wanyama']],
  'pages.home.videoFlow.videoCount': [[1], [4], [1200]],
  'pages.home.videoFlow.watchVideo': [['Kupanda mahindi']],
  'pages.home.videoFlow.moreVideos': [['Ufugaji wa Wanyama']],
  'pages.home.testimonials.rating': [
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
  'pages.company.videosLead': [[1], [6]],
  'pages.company.form.lead': [['info@example.org']],
  'pages.company.form.mailBody': [['Habari', 'Jane Wanjiru', 'jane@example.org']],
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
  'pages.expert.request.title': [['TU-7K3F-Q9']],
  'pages.expert.request.waited': [['saa 5']],
  'pages.expert.request.answeredBy': [['Jane Wanjiru']],
  'pages.expert.replyMail.subject': [['TU-7K3F-Q9']],
  'pages.expert.replyMail.greeting': [['Wanjiku Kamau']],
  'pages.expert.replyMail.reference': [['TU-7K3F-Q9']],
  'pages.expert.replyMail.askAgain': [['https://tujue.example/sw/ask-expert']],
  'pages.expert.replyMail.signature': [['Jane Wanjiru', 'Tujue Ukulima']],
  'saveOffline.willTake': [['84 KB']],
  'saveOffline.photosUnknown': [[1], [3]],
  'saveOffline.saving': [[2, 5]],
  'saveOffline.saved': [['84 KB']],
  'saveOffline.removeGuide': [['Afya ya Udongo']],
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

  it('translates the offline page, whose strings only the service worker carries', () => {
    expect(problems({ offlinePage: enOfflinePage }, { offlinePage: swOfflinePage })).toEqual([])
  })

  it('translates "Save for offline", whose strings load only with it (i18n/save-offline.ts)', () => {
    expect(problems({ saveOffline: enSaveOffline }, { saveOffline: swSaveOffline })).toEqual([])
  })

  it('says the allowed names exactly as English does', () => {
    const enLeaves = leaves(en)
    const swLeaves = leaves(sw)
    for (const path of SAME_AS_ENGLISH) expect(swLeaves.get(path), path).toBe(enLeaves.get(path))
  })

  it('asks an English reader in English to switch', () => {
    expect(sw.language.suggestion).toBe('This site is also available in English.')
    expect(sw.language.suggestionAction).toBe('Read in English')
    expect(sw.language.suggestionDismiss).toBe('Dismiss')
  })

  it('counts in Kiswahili: numbers formatted for sw-KE and singular forms for one', () => {
    const sw1500 = new Intl.NumberFormat('sw-KE').format(1500)
    expect(sw.pages.articles.showing(40, 1500)).toBe(`Inaonyesha makala 40 kati ya ${sw1500}`)
    expect(sw.pages.videos.showing(12, 1500)).toBe(`Inaonyesha video 12 kati ya ${sw1500}`)
    expect(sw.pages.articles.resultsSummary(1, 1)).toBe('Matokeo: mwongozo 1 na makala 1')
    expect(sw.pages.articles.resultsSummary(3, 0)).toBe('Matokeo: miongozo 3 na makala 0')
    expect(sw.pages.home.videoFlow.videoCount(1)).toBe('Video moja')
    expect(sw.pages.home.videoFlow.videoCount(4)).toBe('Video 4')
    // One video is "it" (-i-), several are "them" (-zi-).
    expect(sw.pages.company.videosLead(1)).toContain('kuitazama')
    expect(sw.pages.company.videosLead(6)).toContain('Video 6, bure kuzitazama')
  })

  it('links the words of the AI disclaimer that it names as the link', () => {
    expect(sw.pages.chat.aiDisclaimer).toContain(sw.pages.chat.aiDisclaimerLink)
  })

  it('names the consultation topics as the topic guides are titled', () => {
    const { other, 'climate-smart': climateSmart, ...sameSlugs } = sw.pages.consultation.topics
    expect(other).not.toBe('')
    expect(climateSmart).toBe(sw.topics['climate-smart-agriculture'])
    for (const [slug, name] of Object.entries(sameSlugs)) expect(name).toBe(sw.topics[slug as keyof typeof sw.topics])
  })

  it('keeps the how-we-check page’s sections and paragraphs one for one', () => {
    const shape = (sections: { paragraphs: string[] }[]) => sections.map((section) => section.paragraphs.length)
    expect(shape(sw.pages.howWeCheck.sections)).toEqual(shape(en.pages.howWeCheck.sections))
  })
})

describe('the expert pages’ Kiswahili (i18n/expert.ts, outside the site catalogue)', () => {
  // Under the same paths as if they were in the catalogue, so SAMPLES names them plainly.
  const asCatalogue = (expert: object) => ({ pages: { expert } })

  it('has every key path of the English and no other, each translated, with the glossary’s words', () => {
    expect(problems(asCatalogue(expertCatalogues.en), asCatalogue(expertCatalogues.sw))).toEqual([])
    expect(glossaryMisses(asCatalogue(expertCatalogues.en), asCatalogue(expertCatalogues.sw))).toEqual([])
  })
})

describe('the translation check itself', () => {
  it('refuses English pasted into the Kiswahili catalogue', () => {
    expect(problems(en, en).length).toBeGreaterThan(100)
    expect(problems(en, withLeaf(sw, 'pages.chat.send', en.pages.chat.send))).toEqual([
      'same as English: pages.chat.send',
    ])
    expect(problems(en, withLeaf(sw, 'pages.home.heading', 'Grow smarter with our guides'))).toEqual([
      'English words: pages.home.heading: Grow smarter with our guides',
    ])
  })

  it('refuses a function that still speaks English', () => {
    expect(problems(en, withLeaf(sw, 'pages.video.play', en.pages.video.play))).toEqual([
      'same as English: pages.video.play(Kupanda mahindi)',
    ])
    expect(
      problems(
        en,
        withLeaf(sw, 'pages.video.play', (title: string) => `Play the video ${title}`),
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
        en,
        withLeaf(sw, 'pages.video.play', () => 'Cheza video'),
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
    expect(glossaryMisses(en, sw)).toEqual([])
  })

  it('notices a term said another way', () => {
    const vet = withLeaf(sw, 'pages.chat.safetyNote', sw.pages.chat.safetyNote.replace('daktari wa mifugo', 'mganga'))
    expect(glossaryMisses(en, vet)).toEqual(['pages.chat.safetyNote: daktari wa mifugo'])
    const pesticides = withLeaf(sw, 'pages.howWeCheck.sections', [])
    expect(glossaryMisses(en, pesticides)).toContain('pages.howWeCheck.sections.4.heading: viuatilifu')
  })
})
