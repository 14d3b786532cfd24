import type { APIRequestContext, Page } from '@playwright/test'
import { articles } from '../app/content/articles'
import { companies } from '../app/content/companies'
import { topicGuides } from '../app/content/topics'
import { animalVideoGroups, cropVideoGroups, topicVideoLists } from '../app/content/video-lists'
import { videos } from '../app/content/videos'
import { en } from '../app/i18n/en'
import { sw } from '../app/i18n/sw'
import { aboutMessages } from '../app/i18n/about'
import { contactMessages } from '../app/i18n/contact'
import { articlesMessages } from '../app/i18n/articles'
import { askExpertMessages } from '../app/i18n/ask-expert'
import { chatMessages } from '../app/i18n/chat'
import { companiesMessages, companyMessages } from '../app/i18n/companies'
import { companySectionsMessages } from '../app/i18n/company-sections'
import { consultationMessages } from '../app/i18n/consultation'
import { consultationStatusMessages } from '../app/i18n/consultation-status'
import { guideCallToActionMessages, guideMessages, shareMessages } from '../app/i18n/guide'
import { homeMessages } from '../app/i18n/home'
import { homeSectionsMessages } from '../app/i18n/home-sections'
import { howWeCheckMessages } from '../app/i18n/how-we-check'
import type { Locale } from '../app/i18n/locale'
import { videoMessages, videosMessages } from '../app/i18n/videos'
import { expect, test } from './fixtures'
import { clientAddress, unique, upstreamRequestsAsking } from './helpers'

// The hub in two languages: every page in English at its spec path and in
// Kiswahili under /sw, each in its own language only, linked to its twin, and a switch that
// keeps the reader on the same page.

/** Every text of a catalogue (functions aside: they need arguments). */
function catalogueTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(catalogueTexts)
}

/** Every catalogue a farmer's page reads (the expert pages' are not among them). */
const PAGE_CATALOGUES = [
  homeMessages,
  homeSectionsMessages,
  articlesMessages,
  guideMessages,
  guideCallToActionMessages,
  shareMessages,
  videosMessages,
  videoMessages,
  askExpertMessages,
  chatMessages,
  consultationMessages,
  consultationStatusMessages,
  aboutMessages,
  contactMessages,
  companiesMessages,
  companyMessages,
  companySectionsMessages,
  howWeCheckMessages,
]

/** One language's strings as its pages show them: the core and every page's and feature's own. */
function allStrings(locale: Locale) {
  return { ...(locale === 'en' ? en : sw), pages: PAGE_CATALOGUES.map((catalogue) => catalogue[locale]) }
}

/**
 * The texts of one catalogue that the other does not share, long enough to be sure of: a
 * page showing one of them is showing the wrong language. Names and brands are the same in
 * both, so they drop out; the language suggestion is written in the other language on
 * purpose and appears only after a script has read the browser's language.
 */
function onlyIn(catalogue: ReturnType<typeof allStrings>, other: ReturnType<typeof allStrings>) {
  const shared = new Set(catalogueTexts(other))
  const suggestion = new Set(catalogueTexts(catalogue.language))
  return [...new Set(catalogueTexts(catalogue))].filter(
    (text) => text.length >= 8 && /\s/.test(text) && !shared.has(text) && !suggestion.has(text),
  )
}

/** What a reader sees or hears of a page's HTML: its text, title and the texts of its attributes. */
function readableText(html: string) {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
  const attributes = [...withoutCode.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((m) => m[1])
  const text = withoutCode.replace(/<[^>]+>/g, ' ')
  return [text, ...attributes]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
}

/**
 * Real titles and authors (articles, videos, the guides' sources) stay as their authors wrote them in both
 * languages ("Improving Soil Health for Sustainable Crop Production"): they are names, and may
 * contain a catalogue's words.
 */
const names = [
  // An organisation's name, which the Kiswahili text keeps with a gloss.
  'Pest Control Products Board',
  ...articles.flatMap((article) => [article.title, article.author]),
  ...videos.flatMap((video) => [video.title, video.author]),
  ...topicGuides.flatMap((guide) => guide.sources.map((source) => source.title)),
  ...[...topicVideoLists, ...cropVideoGroups, ...animalVideoGroups].flatMap((list) =>
    list.videos.map((video) => video.title),
  ),
  ...companies.flatMap((company) => [
    company.name,
    ...company.videos.map((video) => video.title),
    ...company.blogs.map((blog) => blog.title),
  ]),
].sort((a, b) => b.length - a.length)

function withoutNames(text: string) {
  return names.reduce((rest, name) => rest.replaceAll(name, ' '), text)
}

async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
}

test.describe('every page in both languages', () => {
  test('a Kiswahili page is in Kiswahili only, an English page in English only, each linked to its twin', async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const englishOnly = onlyIn(allStrings('en'), allStrings('sw'))
    const kiswahiliOnly = onlyIn(allStrings('sw'), allStrings('en'))
    expect(englishOnly.length).toBeGreaterThan(200)
    const paths = [...(await sitemapPaths(request)), '/auth', '/sw/auth']
    expect(paths.filter((path) => path === '/sw' || path.startsWith('/sw/')).length).toBe(paths.length / 2)
    for (const path of paths) {
      const isKiswahili = path === '/sw' || path.startsWith('/sw/')
      const html = await (await request.get(path)).text()
      expect(html, path).toContain(`<html lang="${isKiswahili ? 'sw' : 'en'}"`)
      if (path !== '/auth' && path !== '/sw/auth') {
        const twin = isKiswahili ? path.slice(3) || '/' : path === '/' ? '/sw' : `/sw${path}`
        const url = (page: string) => `https://tujue.example${page === '/' ? '' : page}`
        expect(html, path).toContain(`hrefLang="en" href="${url(isKiswahili ? twin : path)}"`)
        expect(html, path).toContain(`hrefLang="sw" href="${url(isKiswahili ? path : twin)}"`)
        expect(html, path).toContain(`hrefLang="x-default" href="${url(isKiswahili ? twin : path)}"`)
      }
      const text = withoutNames(readableText(html))
      const wrong = (isKiswahili ? englishOnly : kiswahiliOnly).filter((phrase) => text.includes(phrase))
      expect(wrong, path).toEqual([])
    }
  })

  test('the Kiswahili 404 page is in Kiswahili', async ({ page }) => {
    const response = await page.goto('/sw/hakuna-ukurasa-huu')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sw.notFound.heading)
    await expect(page.getByRole('link', { name: sw.notFound.returnHome })).toHaveAttribute('href', '/sw')
  })
})

/** The top bar's language switch on a desktop. */
const topBarSwitch = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('navigation', { name: label }).first()

test.describe('the language switch', () => {
  test('takes a guide to its Kiswahili twin and back, at the same place', async ({ page }) => {
    await page.goto('/articles/soil-health')
    await topBarSwitch(page, en.language.switchLabel).getByRole('link', { name: 'Kiswahili' }).click()
    await expect(page).toHaveURL('/sw/articles/soil-health')
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afya ya Udongo')
    await expect(page.getByText(guideMessages.sw.updated, { exact: false }).first()).toBeVisible()
    await topBarSwitch(page, sw.language.switchLabel).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL('/articles/soil-health')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soil Health')
  })

  test('keeps a filtered video list’s filter and count', async ({ page }) => {
    await page.goto('/videos?category=rice-farming&show=12')
    await topBarSwitch(page, en.language.switchLabel).getByRole('link', { name: 'Kiswahili' }).click()
    await expect(page).toHaveURL('/sw/videos?category=rice-farming&show=12')
    await expect(page.getByRole('combobox', { name: videosMessages.sw.categoryLabel })).toHaveValue('rice-farming')
  })

  test('takes a company profile to its twin', async ({ page }) => {
    await page.goto('/companies/pula-advisors')
    await topBarSwitch(page, en.language.switchLabel).getByRole('link', { name: 'Kiswahili' }).click()
    await expect(page).toHaveURL('/sw/companies/pula-advisors')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pula Advisors')
    // Links inside the page stay in Kiswahili.
    await page.getByRole('banner').getByRole('link', { name: sw.nav.articles }).click()
    await expect(page).toHaveURL('/sw/articles')
  })

  test('is in the phone’s top bar and its menu, before any script has run @mobile', async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto('/sw/videos', { waitUntil: 'commit' })
    const switches = page.getByRole('navigation', { name: sw.language.switchLabel })
    await expect(switches.first().getByRole('link', { name: 'English' })).toHaveAttribute('href', '/videos')
    await page.getByRole('banner').locator('summary').click()
    await expect(page.getByRole('navigation', { name: sw.nav.mobileLabel }).getByRole('link')).toHaveCount(7)
    const menu = page.locator('#mobile-menu').getByRole('navigation', { name: sw.language.switchLabel })
    await expect(menu.getByRole('link', { name: 'English' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Kiswahili' })).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('a suggestion of the reader’s own language', () => {
  test.use({ locale: 'sw-KE' })

  /** The offer of Kiswahili on an English page, once it shows, with its link to `swPath`. */
  async function offerShown(page: Page, swPath: string) {
    const suggestion = page.getByRole('complementary').filter({ hasText: en.language.suggestion })
    await expect(suggestion.getByRole('link', { name: en.language.suggestionAction })).toHaveAttribute('href', swPath)
    return suggestion
  }

  test('offers Kiswahili on an English page to a Kiswahili browser, never redirects, and stays dismissed', async ({
    page,
  }) => {
    // A page that starts its script once loaded: a reading page offers it from its first press.
    await page.goto('/videos')
    await expect(page).toHaveURL('/videos')
    const suggestion = await offerShown(page, '/sw/videos')
    await suggestion.getByRole('button', { name: en.language.suggestionDismiss }).click()
    await expect(suggestion).toHaveCount(0)
    await page.goto('/contact')
    // In every page's HTML, hidden: it would be shown once the page is idle.
    await expect(page.locator('html')).toHaveAttribute('data-page-idle', '')
    await expect(page.getByText(en.language.suggestion)).toBeHidden()
  })

  test('offers it on a reading page too, with no script: shown, dismissed and remembered', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/articles/soil-health')
    const suggestion = await offerShown(page, '/sw/articles/soil-health')
    await suggestion.getByRole('button', { name: en.language.suggestionDismiss }).click()
    await expect(suggestion).toHaveCount(0)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-page-idle', '')
    await expect(page.getByText(en.language.suggestion)).toBeHidden()
    expect(scripts).toEqual([])
  })

  test('shown before the page was live, it stays once the app starts, and follows the app’s pages', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/about-us')
    const suggestion = await offerShown(page, '/sw/about-us')
    // A press starts the application, which hydrates the offer React rendered hidden.
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await expect(suggestion).toBeVisible()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon')
    await offerShown(page, '/sw/marketplace')
    expect(errors).toEqual([])
  })
})

test.describe('the assistant in Kiswahili', () => {
  const QUESTION = 'Ninawezaje kudhibiti viwavijeshi vamizi kwenye shamba langu la mahindi?'

  async function ask(page: Page, question: string) {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress(test.info(), 9) })
    await page.goto('/sw/ask-expert')
    const input = page.getByRole('textbox', { name: chatMessages.sw.inputLabel })
    await input.fill(question)
    await input.press('Enter')
    return page.getByRole('log', { name: chatMessages.sw.conversationLabel })
  }

  test('is told to answer in Kiswahili and links the Kiswahili guides', async ({ page, request }) => {
    const question = unique(QUESTION)
    const log = await ask(page, question)
    const links = log.getByRole('link')
    await expect(links.first()).toBeVisible()
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs.every((href) => /^\/sw\/articles\/[a-z-]+(#[a-z0-9-]+)?$/.test(href ?? ''))).toBe(true)
    const [upstream] = await upstreamRequestsAsking(request, question)
    const prompt = upstream?.body.contents.at(-1)?.parts[0]?.text
    expect(prompt).toContain('Answer in Kiswahili')
    expect(prompt).toMatch(/viwavijeshi vamizi/i)
  })

  test('answers offline from the Kiswahili guides, in Kiswahili', async ({ page }) => {
    const log = await ask(page, `[fake:server-error] ${QUESTION}`)
    await expect(log.getByText(chatMessages.sw.offline.intro)).toBeVisible()
    await expect(log.getByText(chatMessages.sw.offline.humanExpert)).toBeVisible()
    const offline = log.getByRole('listitem').filter({ hasText: chatMessages.sw.offline.intro })
    const hrefs = await offline
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs.every((href) => href?.startsWith('/sw/articles/'))).toBe(true)
  })
})
