import type { Route } from './+types/api.topic-guides.$slug'
import { getReaderGuide } from '~/features/topics/queries'

// The article reader's text, fetched when a farmer opens a topic on the home page.
export function loader({ params }: Route.LoaderArgs) {
  const guide = getReaderGuide(params.slug)
  if (!guide) return Response.json({ error: 'Unknown topic' }, { status: 404 })
  return Response.json(guide, { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
