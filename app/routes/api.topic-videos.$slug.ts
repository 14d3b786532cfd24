import type { Route } from './+types/api.topic-videos.$slug'
import { getTopicVideoFlow } from '~/features/videos/queries'
import { isLocale } from '~/i18n/locale'

// A featured topic's video lists, fetched when a farmer presses its Watch videos button, in
// the page's language (?lang=sw on Kiswahili pages; English without it).
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get('lang') ?? 'en'
  if (!isLocale(lang)) return Response.json({ error: 'Unknown language' }, { status: 400 })
  const flow = getTopicVideoFlow(params.slug, lang)
  if (!flow) return Response.json({ error: 'No videos for this topic' }, { status: 404 })
  return Response.json(flow, { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
