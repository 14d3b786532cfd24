import type { Route } from './+types/api.topic-videos.$slug'
import { getTopicVideoFlow } from '~/features/videos/queries'

// A featured topic's video lists, fetched when a farmer presses its Watch videos button.
export function loader({ params }: Route.LoaderArgs) {
  const flow = getTopicVideoFlow(params.slug)
  if (!flow) return Response.json({ error: 'No videos for this topic' }, { status: 404 })
  return Response.json(flow, { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
