import { data } from 'react-router'
import type { Route } from './+types/$'
import { NotFoundPage } from '~/components/error-boundary'
import type { HydrationHandle } from '~/lib/hydration/contract'
import { languageOf } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'

export function meta({ matches }: Route.MetaArgs) {
  const { messages } = languageOf(matches)
  const { provider } = getRootData(matches)
  return [{ title: `${messages.notFound.title} | ${provider.hubName}` }, { name: 'robots', content: 'noindex' }]
}

// A reading page like a guide: rendered once at start-up in each language and served without its
// application script until a press needs it (server/page-cache.ts, decision 2).
export const handle = { hydrate: 'on-interaction' } satisfies HydrationHandle

// Any path no other route claims. The server logs every 404 with its path (server/app.ts).
export function loader() {
  return data(null, { status: 404 })
}

export default function NotFoundRoute() {
  return <NotFoundPage />
}
