import type { BrowserContext, Page } from '@playwright/test'
import { saveOffline as enSaveOffline } from '../app/i18n/en/save-offline'
import { saveOffline as swSaveOffline } from '../app/i18n/sw/save-offline'
import { offlinePage as enOfflinePage } from '../app/i18n/en/offline'
import { offlinePage as swOfflinePage } from '../app/i18n/sw/offline'
import { expect, test } from './fixtures'

// Reading with no signal: the service worker keeps every page the farmer opened,
// shows an offline page in the reader's language for the others, and a new build over an
// older cache still loads. The other specs run without the worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/** The worker is installed, active and in charge of this page (no sleeps: its own promises). */
async function workerInCharge(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Waits until the worker has stored this page (pages are stored as they arrive from the network). */
async function stored(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, new URL(path, page.url()).href))
    .toBe(true)
}

/**
 * Leaves the app shell as the only place the phone may find a file whose address contains
 * `fragment`: the browser's cache is emptied, and so are the worker's copies of files fetched as
 * pages asked for them.
 */
async function onlyTheShellKeeps(page: Page, context: BrowserContext, fragment: string) {
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache')
  await page.evaluate(async (part) => {
    for (const name of await caches.keys()) {
      if (name.includes('precache')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) if (request.url.includes(part)) await cache.delete(request)
    }
  }, fragment)
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true)
}

test('the worker is installed once the page has started its script, never while it starts', async ({ page }) => {
  // Its install fetches the app shell and fills a cache: on a 2-core phone that slowed the page's
  // start (docs/decisions/0030-content-first.md).
  await page.addInitScript(() => {
    const container = navigator.serviceWorker
    const register = container.register.bind(container)
    container.register = (...args: Parameters<typeof register>) => {
      document.documentElement.setAttribute(
        'data-worker-registered-hydrated',
        String(document.documentElement.hasAttribute('data-hydrated')),
      )
      return register(...args)
    }
  })
  await page.goto('/videos')
  await workerInCharge(page)
  await expect(page.locator('html')).toHaveAttribute('data-worker-registered-hydrated', 'true')
})

test.describe('the icon and the manifest, out of the page’s load', () => {
  // Chromium asks for a page's icon, its manifest and the manifest's icon once the page has
  // loaded, when the page's script and its photos below the first screen are on their way.

  test('the icon is written into the page: no request for it', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (/favicon|\/icons\//.test(request.url())) asked.push(request.url())
    })
    await page.goto('/articles/soil-health')
    await workerInCharge(page)
    const href = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? ''
    expect(href).toMatch(/^data:image\/svg\+xml,/)
    // It is a picture a browser can draw.
    const width = await page.evaluate(async (src) => {
      const image = new Image()
      image.src = src
      await image.decode()
      return image.naturalWidth
    }, href)
    expect(width).toBeGreaterThan(0)
    expect(asked).toEqual([])
  })

  test('the manifest is linked once the page has started, in its language, and follows a change of language', async ({
    page,
    request,
  }) => {
    expect(await (await request.get('/videos')).text()).not.toContain('rel="manifest"')
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const root = document.documentElement
        if (!document.querySelector('link[rel="manifest"]') || root.hasAttribute('data-manifest-linked-hydrated'))
          return
        root.setAttribute('data-manifest-linked-hydrated', String(root.hasAttribute('data-hydrated')))
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/videos')
    await expect(page.locator('html')).toHaveAttribute('data-manifest-linked-hydrated', 'true')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    const session = await page.context().newCDPSession(page)
    const manifestUrl = async () => ((await session.send('Page.getAppManifest')) as { url: string }).url
    await expect.poll(manifestUrl).toMatch(/\/manifest\.webmanifest$/)

    await page.getByRole('banner').getByRole('link', { name: 'Kiswahili' }).first().click()
    await expect(page).toHaveURL('/sw/videos')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/sw/manifest.webmanifest')
    await expect.poll(manifestUrl).toMatch(/\/sw\/manifest\.webmanifest$/)
  })
})

test.describe('offline reading', () => {
  test('a guide read once opens again with no signal, reloaded or reached from the home page', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await workerInCharge(page)
    await stored(page, '/')
    await page.goto('/articles/soil-health')
    await stored(page, '/articles/soil-health')

    await goOffline(context)
    await page.reload({ waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soil Health')
    // The page is styled: its stylesheet came from the phone too.
    await expect(page.locator('body > div').first()).toHaveCSS('display', 'flex')

    await page.goto('/')
    await page.locator('a[href="/articles/soil-health"]').first().click()
    await expect(page).toHaveURL(/\/articles\/soil-health$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soil Health')
    // The footer (an island whose script loads as a navigation starts) is still there.
    await expect(page.getByRole('contentinfo')).toContainText('123 Aero Drive, Nairobi, Kenya')
    // So is the top bar's Services menu (an island too, whose script was never loaded online), and it opens.
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }),
    ).toBeVisible()
  })

  test('a page never opened shows the offline page in the reader’s language, with what is saved', async ({
    page,
    context,
  }) => {
    await page.goto('/sw/articles/soil-health')
    await workerInCharge(page)
    await stored(page, '/sw/articles/soil-health')

    await goOffline(context)
    await page.goto('/videos', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enOfflinePage.heading)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const saved = page.getByRole('link', { name: 'Afya ya Udongo' })
    await expect(saved).toHaveAttribute('href', '/sw/articles/soil-health')

    await page.goto('/sw/videos', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(swOfflinePage.heading)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(swOfflinePage.savedHeading)

    // The list leads to the saved page, which opens offline.
    await page.getByRole('link', { name: 'Afya ya Udongo' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afya ya Udongo')
  })

  test('a new build over an older cache still loads, styled', async ({ page, context }) => {
    await page.goto('/articles/soil-health')
    await workerInCharge(page)
    await stored(page, '/articles/soil-health')

    // What an older build left behind: a stored copy whose stylesheet no longer exists, and a
    // shell that lacks the current stylesheet.
    const stylesheet = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.getAttribute('href')!
      const pages = await caches.open('tujue-pages-v1')
      const url = location.href
      const html = await (await pages.match(url))!.text()
      await pages.put(
        url,
        new Response(html.replace(href, '/assets/app-0ld.css').replace('<title>', '<title>Old copy '), {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
      )
      for (const name of await caches.keys()) {
        if (name.includes('precache')) await (await caches.open(name)).delete(href)
      }
      return href
    })

    await page.reload()
    await expect(page).toHaveTitle('Soil Health | Tujue Ukulima')
    await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('href', stylesheet)
    await expect(page.locator('body > div').first()).toHaveCSS('display', 'flex')

    // The fresh page replaced the old copy, so it opens offline as the new build drew it.
    await stored(page, '/articles/soil-health')
    await goOffline(context)
    await page.reload({ waitUntil: 'commit' })
    await expect(page).toHaveTitle('Soil Health | Tujue Ukulima')
  })
})

test('a toast shows with no signal, its code from the app shell', async ({ page, context }) => {
  await page.goto('/ask-expert')
  await workerInCharge(page)
  // Opened again with the worker in charge, so that it keeps the page's own scripts.
  await page.goto('/ask-expert')
  await stored(page, '/ask-expert')
  await onlyTheShellKeeps(page, context, '/toast-library-')
  await goOffline(context)
  await page.reload()
  await page.getByRole('button', { name: 'Clear Chat' }).click()
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .locator('[data-sonner-toast]', { hasText: 'Chat History Cleared' }),
  ).toBeVisible()
})

test('a reading page read once starts its script with no signal, the route’s code from the app shell', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await workerInCharge(page)
  await page.goto('/about-us')
  await stored(page, '/about-us')
  // Read without script: its route code was never fetched but by the worker's install.
  await onlyTheShellKeeps(page, context, '/about-us-')
  await goOffline(context)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
  const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
  await services.click()
  await expect(services).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 })
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
})

test('the worker’s script is checked for a new version on every visit, and the CSP allows it and the manifest', async ({
  request,
}) => {
  const worker = await request.get('/service-worker.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['cache-control']).toBe('no-cache')

  const csp = (await request.get('/articles/soil-health')).headers()['content-security-policy'] ?? ''
  expect(csp).toContain("worker-src 'self';")
  expect(csp).toContain("manifest-src 'self';")

  const manifest = await request.get('/sw/manifest.webmanifest')
  expect(manifest.headers()['content-type']).toContain('application/manifest+json')
  expect((await manifest.json()) as { start_url: string }).toMatchObject({ start_url: '/sw', lang: 'sw' })
})

test.describe('save for offline', () => {
  const t = enSaveOffline
  // The first press loads the whole application script through a worker that is still filling its
  // caches: on a loaded test machine that alone has taken 25 s.
  test.slow()

  /** The press was replayed once the page's script ran: the page is hydrated. */
  async function hydrated(page: Page) {
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 60_000 })
  }

  /** Empties every cache but the saved guides': the pages read before, the shell, the photos. */
  async function clearAllButSaved(page: Page) {
    await page.evaluate(async () => {
      for (const name of await caches.keys()) if (name !== 'tujue-saved-guides') await caches.delete(name)
    })
  }

  test('a saved guide opens with no signal after the page cache is emptied; Remove takes it away', async ({
    page,
    context,
  }) => {
    await page.goto('/articles/soil-health')
    await workerInCharge(page)

    // The first press wakes the page's script (it has none until then) and is replayed.
    await page.getByRole('button', { name: t.save }).click()
    await hydrated(page)
    const status = page.getByRole('status').filter({ hasText: /KB|MB/ })
    // The photos come from our origin (decision 13): their size is known (HEAD) and counted.
    await expect(status).toHaveText(/^Saving takes about \d+ KB on this phone\.$/)
    await page.getByRole('button', { name: t.confirm, exact: true }).click()
    await expect(status).toContainText(/Saved on this phone \(\d+ KB\)/)
    await expect(status).not.toContainText(t.photosNotSaved)
    await expect(page.getByRole('button', { name: t.removeGuide('Soil Health') })).toBeVisible()
    // The guide's three photos, at the size a phone's page asks for.
    const savedPhotos = await page.evaluate(async () =>
      (await (await caches.open('tujue-saved-guides')).keys())
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname.startsWith('/photos/'))
        .map((url) => url.searchParams.get('w')),
    )
    expect(savedPhotos).toEqual(['800', '800', '800'])

    await clearAllButSaved(page)
    await goOffline(context)
    await page.reload({ waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soil Health')
    // Its photo too, from the phone (the page picks the same copy on this screen).
    const photo = page.getByRole('main').locator('img[src^="/photos/"]').first()
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveJSProperty('complete', true)
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

    // A page never kept shows the offline page, which leads to the saved guide.
    await page.goto('/videos', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enOfflinePage.heading)
    await page.locator('a[href="/articles/soil-health"]').click()
    await expect(page).toHaveURL(/\/articles\/soil-health$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soil Health')

    await context.setOffline(false)
    await page.goto('/articles?view=saved')
    const list = page.getByRole('region', { name: t.listHeading })
    await expect(list.getByRole('link', { name: 'Soil Health' })).toHaveAttribute('href', '/articles/soil-health')
    await expect(list).toContainText(/\d+ KB/)
    await list.getByRole('button', { name: t.removeGuide('Soil Health') }).click()
    await expect(list).toContainText(t.listEmpty)
    await expect(list.getByRole('link', { name: 'Soil Health' })).toHaveCount(0)
    const left = await page.evaluate(async () =>
      (await (await caches.open('tujue-saved-guides')).keys()).map((request) => request.url),
    )
    expect(left).toEqual([])
  })

  test('in Kiswahili: saved, listed with its size, opened offline', async ({ page, context }) => {
    const s = swSaveOffline
    await page.goto('/sw/articles/soil-health')
    await workerInCharge(page)
    await page.getByRole('button', { name: s.save }).click()
    await hydrated(page)
    await page.getByRole('button', { name: s.confirm, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Imehifadhiwa' })).toContainText(
      /Imehifadhiwa kwenye simu hii \(\d+ KB\)/,
    )

    await page.goto('/sw/articles?view=saved')
    const list = page.getByRole('region', { name: s.listHeading })
    await expect(list.getByRole('link', { name: 'Afya ya Udongo' })).toHaveAttribute('href', '/sw/articles/soil-health')
    await expect(list).toContainText(/\d+ KB/)

    await clearAllButSaved(page)
    await goOffline(context)
    await page.goto('/sw/articles/soil-health', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afya ya Udongo')
  })
})
