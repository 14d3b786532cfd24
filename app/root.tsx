import { useEffect, type ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, useLocation } from 'react-router'
import type { Route } from './+types/root'
import { LANGUAGE_TAGS, localeOfPath, localizeHref } from '~/i18n/locale'
import { FooterIsland } from '~/components/layout/footer-island'
import { ServicesMenuIsland } from '~/components/layout/services-menu-island'
import { getEnv } from '~/lib/env.server'
import { HYDRATED_ATTRIBUTE } from '~/lib/hydration/contract'
import { PressKeeperScript } from '~/lib/hydration/press-keeper-script'
import { isDataSaverOn } from '~/lib/data-saver/preference'
import { MANIFEST_ATTRIBUTE, MANIFEST_PATH } from '~/lib/offline/link-manifest'
import { useNonce } from '~/lib/nonce'
import { ScrollRestoration } from '~/lib/scroll-restoration'
import { getProvider } from '~/lib/provider.server'
import type { RootData } from '~/lib/root-data'
import stylesheet from '~/styles/app.css?url'
import faviconSvg from '~/assets/favicon.svg?raw'
import { svgDataUrl } from '~/lib/svg-data-url'

export const links: Route.LinksFunction = () => [
  // Every page's one stylesheet, which a first visit's page carries inside it (server/first-visit-stylesheet.ts,
  // decision 14): the linter refuses a stylesheet anywhere else.
  { rel: 'stylesheet', href: stylesheet },
  // Written into the page: a browser asks for a page's icon once the page has loaded, and that
  // request shared a slow connection with the page's script and photos.
  { rel: 'icon', href: svgDataUrl(faviconSvg), type: 'image/svg+xml' },
]

export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  // Every page's frame has the footer and Services menu islands: their modules must be loaded to
  // render them in place.
  await Promise.all([FooterIsland.preload(), ServicesMenuIsland.preload()])
  const env = getEnv()
  // Pre-rendered pages carry the year of their build; every deploy rebuilds them.
  return {
    provider: getProvider(env),
    siteUrl: env.SITE_URL,
    year: new Date().getFullYear(),
    consultationRetentionDays: env.CONSULTATION_RETENTION_DAYS,
    // The lean page: every page the server keeps has a lean twin (server/page-cache.ts).
    dataSaver: isDataSaverOn(request.headers),
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const locale = localeOfPath(useLocation().pathname)
  // Installable in the reader's language: a Kiswahili page installs the Kiswahili app.
  const manifest = { [MANIFEST_ATTRIBUTE]: localizeHref(MANIFEST_PATH, locale) }
  return (
    <html lang={LANGUAGE_TAGS[locale].lang} {...manifest}>
      <head>
        <meta charSet="utf-8" />
        {/* The first paint waits until the parser has reached <main> (HTML's rel=expect): a busy
            phone painted the top bar half parsed, its links jumping into place as the rest came. */}
        <link rel="expect" href="#main" {...{ blocking: 'render' }} />
        <PressKeeperScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14532d" />
        {/* The web app manifest (<html data-manifest>) is linked once the page has started (lib/offline/link-manifest.ts). */}
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

// The frame and the strings of a page come from its language layout (routes/language.*.tsx).
export default function App() {
  // Marks the page interactive: the press keeper replays a held press then (lib/hydration).
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), [])
  return <Outlet />
}

/**
 * Only an error in the root loader itself ends here, outside any language layout: a plain
 * page in both languages, so that neither catalogue has to ship with every page.
 */
export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-stone-900">Something went wrong · Kuna hitilafu</h1>
      <p className="mt-4 text-lg text-stone-600">
        Please try again in a moment. · Tafadhali jaribu tena baada ya muda mfupi.
      </p>
      <p className="mt-8">
        <a href="/" className="font-semibold text-brand-800 underline">
          Home · Mwanzo
        </a>
      </p>
    </main>
  )
}
