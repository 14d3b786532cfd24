// A short link from one of our SMS (/g/k3x9q): the guide section it names, in its language
// (lib/guide-short-links.ts). A code that names no section of today's guides is the 404 page.
import { data, redirect } from 'react-router'
import type { Route } from './+types/g.$code'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { listGuideSections } from '~/features/topics/queries'
import { LOCALES } from '~/i18n/locale'
import { languageOf } from '~/i18n/messages'
import { createGuideShortLinks, guideTargetHref } from '~/lib/guide-short-links'
import { getRootData } from '~/lib/root-data'

const shortLinks = createGuideShortLinks(
  LOCALES.flatMap((locale) => listGuideSections(locale).map(({ slug, anchor }) => ({ locale, slug, anchor }))),
)

export function meta({ matches }: Route.MetaArgs) {
  const { messages } = languageOf(matches)
  const { provider } = getRootData(matches)
  return [{ title: `${messages.notFound.title} | ${provider.hubName}` }, { name: 'robots', content: 'noindex' }]
}

export function loader({ params }: Route.LoaderArgs) {
  const target = shortLinks.resolve(params.code.toLowerCase())
  if (!target) throw data(null, { status: 404 })
  // Not permanent: a section that moves keeps its link working from the next release on.
  return redirect(guideTargetHref(target), { status: 302, headers: { 'Cache-Control': 'public, max-age=3600' } })
}

/** Never drawn: the loader always redirects or answers 404. */
export default function ShortLink() {
  return null
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
