// Holds the Kiswahili overlays to the English content: every English entity has its
// Kiswahili entry and no entry is stale, lists have the English length, and every text is
// Kiswahili: not a copy of the English, no English sentence pasted in, the glossary's words
// (app/content/glossary.ts) for the terms the English names, the same figures.
import { about } from '../about'
import { articles } from '../articles'
import { companies } from '../companies'
import { faq } from '../faq'
import { glossary, namesTerm } from '../glossary'
import { heroSlides, missionCards, statistics } from '../home'
import { ARTICLE_CATEGORIES, VIDEO_CATEGORIES } from '../schema'
import { team } from '../team'
import { topicGuides } from '../topics'
import { testimonials } from '../testimonials'
import { animalVideoGroups, cropVideoGroups, topicVideoLists } from '../video-lists'
import { videos } from '../videos'
import { aboutSw } from './about'
import { articlesSw } from './articles'
import { articleCategoriesSw, videoCategoriesSw } from './categories'
import { companiesSw } from './companies'
import { faqSw } from './faq'
import { homeSw } from './home'
import { teamSw } from './team'
import { testimonialsSw } from './testimonials'
import { videoListsSw } from './video-lists'
import { videosSw } from './videos'

/** English entities by their stable key: a Map marks a level where every key needs a Kiswahili entry. */
const byKey = <T>(items: readonly T[], key: (item: T) => string | number) =>
  new Map(items.map((item) => [String(key(item)), item]))

/** The titles of real YouTube videos stay as written; only the catalogue's own labels are translated. */
const realTitles = videos.map((video) => video.title)
const listTitles = [...cropVideoGroups, ...animalVideoGroups, ...topicVideoLists].flatMap((list) =>
  list.videos.map((video) => video.title),
)
const labelTitles = listTitles.filter((title) => !realTitles.some((real) => title.startsWith(real)))

const english = {
  articles: byKey(articles, (article) => article.slug),
  videos: byKey(videos, (video) => video.slug),
  companies: byKey(
    companies.map((company) => ({
      ...company,
      videos: byKey(company.videos, (video) => video.id),
      blogs: byKey(company.blogs, (blog) => blog.id),
    })),
    (company) => company.id,
  ),
  team: byKey(team, (member) => member.name),
  testimonials: byKey(testimonials, (testimonial) => testimonial.id),
  faq,
  about,
  home: { heroSlides, missionCards, statistics },
  articleCategories: byKey(ARTICLE_CATEGORIES, (category) => category),
  videoCategories: byKey(VIDEO_CATEGORIES, (category) => category),
  videoLists: {
    groups: byKey([...cropVideoGroups, ...animalVideoGroups], (group) => group.name),
    titles: byKey(labelTitles, (title) => title),
  },
}

const kiswahili = {
  articles: articlesSw,
  videos: videosSw,
  companies: companiesSw,
  team: teamSw,
  testimonials: testimonialsSw,
  faq: faqSw,
  about: aboutSw,
  home: homeSw,
  articleCategories: articleCategoriesSw,
  videoCategories: videoCategoriesSw,
  videoLists: videoListsSw,
}

interface Pair {
  where: string
  en: string
  sw: string
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Map)

/** Walks an overlay beside its English data: the translated text pairs, and every structural problem. */
function compare(where: string, en: unknown, sw: unknown, pairs: Pair[], problems: string[]) {
  if (typeof sw === 'string') {
    if (typeof en === 'string') pairs.push({ where, en, sw })
    else problems.push(`${where}: no English text`)
  } else if (Array.isArray(sw)) {
    if (!Array.isArray(en)) problems.push(`${where}: no English list`)
    else if (en.length !== sw.length) problems.push(`${where}: ${sw.length} entries, English has ${en.length}`)
    else sw.forEach((item, index) => compare(`${where}[${index}]`, en[index], item, pairs, problems))
  } else if (isObject(sw)) {
    if (en instanceof Map) {
      for (const key of en.keys()) if (!(key in sw)) problems.push(`${where}.${key}: no Kiswahili entry`)
      for (const [key, value] of Object.entries(sw)) {
        if (en.has(key)) compare(`${where}.${key}`, en.get(key), value, pairs, problems)
        else problems.push(`${where}.${key}: stale, no English entity`)
      }
    } else if (isObject(en)) {
      for (const [key, value] of Object.entries(sw)) {
        if (key in en) compare(`${where}.${key}`, en[key], value, pairs, problems)
        else problems.push(`${where}.${key}: no English field`)
      }
    } else problems.push(`${where}: no English entity`)
  } else problems.push(`${where}: unexpected value`)
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}']+/gu) ?? []
const numbersOf = (text: string) => [...new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? [])].sort()

/** Common English words, so an English sentence from outside our content is caught too. */
const COMMON_ENGLISH =
  'the a an and or but of to in on at for with from by as is are was were be been it its this that these those i me my you your we us our they them their he him his she her not no can will would should may must how what when where why which who all any each every some most other such own same more less only just very too so if then than also up out about into over after before here there now please read first have has had do does did get make use one two new good well'.split(
    ' ',
  )

/** The words of our English content, guides included: what English pasted from the site is made of. */
const ENGLISH_WORDS: ReadonlySet<string> = new Set([
  ...COMMON_ENGLISH,
  ...topicGuides.flatMap((guide) => wordsOf(`${guide.title} ${guide.summary} ${guide.body}`)),
  ...Object.keys(kiswahili).flatMap((name) => {
    const pairs: Pair[] = []
    compare(name, english[name as keyof typeof english], kiswahili[name as keyof typeof kiswahili], pairs, [])
    return pairs.flatMap((pair) => wordsOf(pair.en))
  }),
])

/** The longest run of consecutive words of `text` that are all English words. */
function longestEnglishRun(text: string, englishWords: ReadonlySet<string>) {
  let longest = 0
  let run = 0
  for (const word of wordsOf(text)) {
    run = englishWords.has(word) ? run + 1 : 0
    longest = Math.max(longest, run)
  }
  return longest
}

/** Everything wrong with an overlay against its English data (empty when it is right). */
function problemsOf(en: unknown, sw: unknown, where = 'sw') {
  const pairs: Pair[] = []
  const problems: string[] = []
  compare(where, en, sw, pairs, problems)
  const englishWords = new Set([...ENGLISH_WORDS, ...pairs.flatMap((pair) => wordsOf(pair.en))])
  for (const { where: at, en: enText, sw: swText } of pairs) {
    if (swText.trim().toLowerCase() === enText.trim().toLowerCase()) problems.push(`${at}: same as the English`)
    if (longestEnglishRun(swText, englishWords) >= 6) problems.push(`${at}: holds an English sentence: ${swText}`)
    // An agro-vet is a shop, not the veterinarian the glossary's "vet" is.
    const enTerms = enText.replace(/agro-?vets?/gi, 'agro-dealer')
    for (const entry of glossary) {
      if (entry.en.some((term) => namesTerm(enTerms, term)) && !entry.sw.some((term) => namesTerm(swText, term)))
        problems.push(`${at}: says "${entry.en[0]}" without the glossary's "${entry.sw[0]}"`)
    }
    if (numbersOf(swText).join() !== numbersOf(enText).join())
      problems.push(`${at}: figures ${numbersOf(swText).join()} differ from the English ${numbersOf(enText).join()}`)
  }
  return { pairs, problems }
}

describe('the Kiswahili content', () => {
  it.each(Object.keys(kiswahili) as (keyof typeof kiswahili)[])(
    '%s: an entry for every English entity and field, no stale key, Kiswahili throughout',
    (name) => {
      const { pairs, problems } = problemsOf(english[name], kiswahili[name], name)
      expect(problems).toEqual([])
      expect(pairs.length).toBeGreaterThan(0)
    },
  )
})

describe('the checks on the Kiswahili content', () => {
  const en = {
    cards: byKey([{ slug: 'a', text: 'Keep the soil covered with mulch all year.', author: 'X' }], (c) => c.slug),
  }
  const good = { cards: { a: { text: 'Funika udongo kwa matandazo mwaka mzima.' } } }

  it('pass a faithful Kiswahili overlay', () => {
    expect(problemsOf(en, good).problems).toEqual([])
  })

  it('catch a missing entry, a stale key and a field the English lacks', () => {
    expect(problemsOf(en, { cards: {} }).problems).toEqual(['sw.cards.a: no Kiswahili entry'])
    expect(problemsOf(en, { cards: { ...good.cards, b: { text: 'Nyingine' } } }).problems).toEqual([
      'sw.cards.b: stale, no English entity',
    ])
    expect(problemsOf(en, { cards: { a: { ...good.cards.a, title: 'Kichwa' } } }).problems).toEqual([
      'sw.cards.a.title: no English field',
    ])
  })

  it('catch a list of the wrong length', () => {
    expect(problemsOf({ items: ['One thing', 'Two things'] }, { items: ['Kitu kimoja'] }).problems).toEqual([
      'sw.items: 1 entries, English has 2',
    ])
  })

  it('catch English pasted in, whole or as a sentence inside Kiswahili, a term not in the glossary’s words, and changed figures', () => {
    expect(problemsOf(en, { cards: { a: { text: 'Keep the soil covered with mulch all year.' } } }).problems).toEqual(
      expect.arrayContaining([
        'sw.cards.a.text: same as the English',
        'sw.cards.a.text: holds an English sentence: Keep the soil covered with mulch all year.',
      ]),
    )
    expect(
      problemsOf(en, { cards: { a: { text: 'Funika udongo kwa matandazo. Keep the soil covered with mulch.' } } })
        .problems,
    ).toHaveLength(1)
    expect(
      problemsOf(en, { cards: { a: { text: 'Funika udongo kwa matandazo. Please read the whole label first.' } } })
        .problems,
    ).toHaveLength(1)
    expect(problemsOf({ t: 'Watch for fall armyworm' }, { t: 'Angalia funza wa jeshi' }).problems).toEqual([
      'sw.t: says "fall armyworm" without the glossary\'s "viwavijeshi vamizi"',
    ])
    expect(problemsOf({ t: 'Wait 24-48 hours' }, { t: 'Subiri saa 24' }).problems).toEqual([
      'sw.t: figures 24 differ from the English 24,48',
    ])
  })

  it('catch every real overlay with English pasted in', () => {
    for (const name of Object.keys(kiswahili) as (keyof typeof kiswahili)[]) {
      const { pairs } = problemsOf(english[name], kiswahili[name], name)
      const pasted = JSON.parse(JSON.stringify(kiswahili[name]), (_key, value: unknown) =>
        typeof value === 'string' ? (pairs.find((pair) => pair.sw === value)?.en ?? value) : value,
      ) as unknown
      expect(problemsOf(english[name], pasted, name).problems.length, name).toBeGreaterThanOrEqual(pairs.length)
    }
  })
})
