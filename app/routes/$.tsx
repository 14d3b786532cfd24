import { data } from 'react-router'
import type { Route } from './+types/$'
import { NotFoundPage } from '~/components/error-boundary'
import { languageOf } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'

export function meta({ matches }: Route.MetaArgs) {
  const { messages } = languageOf(matches)
  const { provider } = getRootData(matches)
  return [{ title: `${messages.notFound.title} | ${provider.hubName}` }, { name: 'robots', content: 'noindex' }]
}

// Any path no other route claims. The server logs every 404 with its path (server/app.ts).
export function loader() {
  return data(null, { status: 404 })
}

export default function NotFoundRoute() {
  return <NotFoundPage />
}
