// The rules a guide's sources keep, so the How-we-check page's promise holds: every figure from
// the publisher's own page or the paper's DOI. guides.test.ts applies them to every guide; each
// rule returns what is wrong (a short reason), or null / an empty list when all is well.
import type { Source, SourceKind } from './schema'

/** The kinds of source a figure may come from. News and vendor pages may back a story, never a number. */
export const FIGURE_KINDS: readonly SourceKind[] = ['publisher', 'government', 'journal']

/** Copies of other people's documents, and sites that gather abstracts: cite the original or its DOI. */
const MIRROR_HOSTS = [
  'dokumen.tips',
  'vdocuments',
  'documents.pub',
  'docslib.org',
  'scribd.com',
  'issuu.com',
  'joomag.com',
  'researchgate.net',
  'academia.edu',
  'researcher.life',
]

/** Hosts a publisher has left for a new one: the old addresses redirect, or break, at the publisher's whim. */
export const LEGACY_HOSTS: Record<string, string> = {
  'nation.co.ke': 'nation.africa',
  'new.kenyalaw.org': 'kenyalaw.org',
  'precisionag.org': 'precisiondev.org',
}

/** Two-letter language codes of pages in a language other than English (a Kiswahili page is welcome). */
const OTHER_LANGUAGES = new Set([
  'ar',
  'de',
  'es',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'ru',
  'th',
  'tr',
  'vi',
  'zh',
])

function isHostOrSubdomain(host: string, domain: string) {
  return host === domain || host.endsWith(`.${domain}`)
}

/** What is wrong with a source's address, or null: the publisher's own, stable, English page over https. */
export function sourceUrlProblem(url: string): string | null {
  // The raw text, before URL parsing percent-encodes it: a stray character copied with a slug.
  if (/[^\x21-\x7e]/.test(url)) return 'non-ASCII or blank character'
  if (!URL.canParse(url)) return 'not a URL'
  const parsed = new URL(url)
  const host = parsed.hostname.toLowerCase()
  const path = parsed.pathname
  const segments = path.split('/').filter(Boolean)
  // Plain http can be altered on the way and browsers warn about it: publishers' pages are https.
  if (parsed.protocol !== 'https:') return 'not https'
  // An encoded byte above 0x7f in an English page's address is junk copied with the link (U+FFFC, a BOM).
  if (/%[89a-f][0-9a-f]/i.test(path + parsed.search)) return 'percent-encoded junk'
  // A copy on a sharing site is not the publisher's own text: cite the original or a DOI.
  if (MIRROR_HOSTS.some((mirror) => isHostOrSubdomain(host, mirror) || host.startsWith(`${mirror}.`)))
    return 'mirror or aggregator host'
  const legacy = Object.keys(LEGACY_HOSTS).find((old) => isHostOrSubdomain(host, old))
  if (legacy) return `legacy host: ${LEGACY_HOSTS[legacy]} publishes it now`
  // A test or staging server is not a published page and may vanish or change.
  if (/^(test|staging|dev)\./.test(host)) return 'test server'
  // The mobile, beta and AMP editions are copies the publisher retires; cite the main page.
  if (/^(m|mobile|beta|amp)\./.test(host)) return 'mobile, beta or AMP host'
  if (
    segments.some((segment) => segment.toLowerCase() === 'amp') ||
    /[?&](amp|noamp|outputtype=amp)\b/i.test(parsed.search)
  )
    return 'AMP copy'
  // The same page in another language, where the English one exists, or a language picked in the query.
  if (
    segments.some(
      (segment) => OTHER_LANGUAGES.has(segment.toLowerCase().slice(0, 2)) && /^[a-z]{2}(-[a-z]{2})?$/i.test(segment),
    )
  )
    return 'locale path'
  if (/[?&](lang|hl|locale)=(?!en\b)/i.test(parsed.search)) return 'locale path'
  // A tag, category or search page lists whatever was posted last: it is not the text we read.
  // (A Drupal page's own address is "?q=node/166": a query with a slash is a path, not a search.)
  if (
    segments.some((segment) => /^(tag|tags|category|search)$/i.test(segment)) ||
    /[?&](s|q)=[^/&]*(&|$)/.test(parsed.search)
  )
    return 'tag, category or search page'
  // "?p=123" is a blog's fallback address for a post: cite the post's own address.
  if (/^[?&]?p=\d+$/.test(parsed.search) && segments.length === 0) return 'shortlink'
  // A login page shows a reader nothing of the source.
  if (/\/(login|log-in|signin|sign-in)(?:[./?]|$)/i.test(path)) return 'login page'
  // A redirect link hides where it leads and breaks when the redirector does.
  if (/\/redirect(?:[./?]|$)/i.test(path) || /[?&](url|redirect|redirect_uri|goto|target)=/i.test(parsed.search))
    return 'redirect link'
  return null
}

/** Archives that hold copies of papers: a journal paper is cited by its DOI or on its journal's own site. */
const PAPER_COPY_HOSTS = ['ncbi.nlm.nih.gov', 'europepmc.org', 'semanticscholar.org', 'x-mol.com', 'scienceopen.com']

/**
 * What is wrong with a source for its kind, or null: a journal paper by its DOI or on its journal's
 * own site, never a copy in an archive; a news or vendor page with no figure.
 */
export function sourceKindProblem(source: Pick<Source, 'kind' | 'url' | 'figures'>): string | null {
  const host = URL.canParse(source.url) ? new URL(source.url).hostname.toLowerCase() : ''
  if (source.kind === 'journal' && PAPER_COPY_HOSTS.some((copy) => isHostOrSubdomain(host, copy)))
    return 'a journal paper is cited by its DOI or on its journal’s own site, not a copy'
  if (!FIGURE_KINDS.includes(source.kind) && source.figures.length > 0)
    return `a ${source.kind} page may not carry a figure`
  return null
}

const NUMBER = /\d+(?:[.,]\d+)*/g

/**
 * The numbers of a guide's text that are figures a source must give: every number but a
 * numbered section's heading, a step's number ("Step 3", "Hatua ya 3"), a year, and the digits
 * of a name that starts with letters (the I-2 vaccine, maize H614D).
 */
export function figuresIn(text: string): string[] {
  const withoutLabels = text
    .replace(/^\d+\.\s/gm, ' ')
    .replace(/\b(step|hatua ya) \d+\b/gi, ' ')
    .replace(/\b(19|20)\d{2}\b(?![.,]\d)/g, ' ')
    .replace(/(?<=\p{L}-?)\d+/gu, ' ')
  return withoutLabels.match(NUMBER) ?? []
}

export type FigureSources = {
  body: string
  sources: Pick<Source, 'kind' | 'figures'>[]
  /** Passages with the provider's own figures, which the text gives as the provider's. */
  providerFigures?: string[]
}

/** The passages a guide lists that its text does not contain word for word: fix the passage or the text. */
export function passagesMissing({ body, sources, providerFigures = [] }: FigureSources): string[] {
  return [...sources.flatMap((source) => source.figures), ...providerFigures].filter(
    (passage) => !body.includes(passage),
  )
}

/**
 * The figures of a guide's text that lie in no passage of a publisher, government or journal
 * source (nor in a passage of the provider's own figures): each needs a source, or must go.
 */
export function unsourcedFigures({ body, sources, providerFigures = [] }: FigureSources): string[] {
  const passages = [
    ...sources.filter((source) => FIGURE_KINDS.includes(source.kind)).flatMap((source) => source.figures),
    ...providerFigures,
  ]
  // Longest first, so a passage inside another is blanked with it rather than breaking it.
  const blanked = passages
    .toSorted((a, b) => b.length - a.length)
    .reduce((text, passage) => text.replaceAll(passage, ' '.repeat(passage.length)), body)
  return figuresIn(blanked)
}

/** Distinct sources (by address) of each kind, for the guides' closing notes and review. */
export function countSourcesByKind(sources: Pick<Source, 'kind' | 'url'>[]): Record<SourceKind, number> {
  const kindOf = new Map(sources.map((source) => [source.url, source.kind]))
  const counts: Record<SourceKind, number> = { publisher: 0, government: 0, journal: 0, news: 0, vendor: 0 }
  for (const kind of kindOf.values()) counts[kind] += 1
  return counts
}
