import { useEffect, type ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { SiteFrame } from '~/components/layout/site-frame'
import { getEnv } from '~/lib/env.server'
import { HYDRATED_ATTRIBUTE } from '~/lib/hydration/contract'
import { PressKeeperScript } from '~/lib/hydration/press-keeper-script'
import { useNonce } from '~/lib/nonce'
import { getProvider } from '~/lib/provider.server'
import type { RootData } from '~/lib/root-data'
import stylesheet from '~/styles/app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function loader(): RootData {
  const env = getEnv()
  // Pre-rendered pages carry the year of their build; every deploy rebuilds them.
  return { provider: getProvider(env), siteUrl: env.SITE_URL, year: new Date().getFullYear() }
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <PressKeeperScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14532d" />
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

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the page interactive: the press keeper replays a held press then (lib/hydration).
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), [])
  return (
    <SiteFrame provider={loaderData.provider} year={loaderData.year}>
      <Outlet />
    </SiteFrame>
  )
}

/** Errors outside any page's own boundary still get the site frame and a way home. */
export function ErrorBoundary() {
  return <RouteErrorBoundary withFrame />
}
