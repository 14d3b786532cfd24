import type { Route } from './+types/api.topic-guides.$slug'
import { getReaderGuide } from '~/features/topics/queries'
import { isLocale } from '~/i18n/locale'

// The article reader's text, fetched when a farmer opens a topic on the home page, in the
// page's language (?lang=sw on Kiswahili pages; English without it).
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get('lang') ?? 'en'
  if (!isLocale(lang)) return Response.json({ error: 'Unknown language' }, { status: 400 })
  const guide = getReaderGuide(params.slug, lang)
  if (!guide) return Response.json({ error: 'Unknown topic' }, { status: 404 })
  return Response.json(guide, { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
