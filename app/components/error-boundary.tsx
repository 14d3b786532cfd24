import House from '~icons/lucide/house'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ButtonLink } from '~/components/ui/button'
import { useMessages } from '~/i18n/messages'
import { SiteFrame } from './layout/site-frame'
import { Link } from '~/components/link'

interface RouteErrorBoundaryProps {
  /** The root boundary renders outside the layout, so it draws the frame itself. */
  withFrame?: boolean
}

/** Maps a route error to the 404 page or a calm generic message; details stay in the server log. */
export function RouteErrorBoundary({ withFrame = false }: RouteErrorBoundaryProps) {
  const error = useRouteError()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  if (!isNotFound && import.meta.env.DEV) console.error(error)
  const page = isNotFound ? <NotFoundPage /> : <ErrorPage />
  return withFrame ? <SiteFrame>{page}</SiteFrame> : page
}

export function NotFoundPage() {
  const t = useMessages()
  return (
    <ProblemPage code="404" heading={t.notFound.heading} body={t.notFound.body} returnHome={t.notFound.returnHome} />
  )
}

function ErrorPage() {
  const t = useMessages()
  return <ProblemPage heading={t.error.heading} body={t.error.body} returnHome={t.error.returnHome} />
}

interface ProblemPageProps {
  code?: string
  heading: string
  body: string
  returnHome: string
}

function ProblemPage({ code, heading, body, returnHome }: ProblemPageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      {code && (
        <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-brand-700">
          {code}
        </p>
      )}
      <h1 className="mt-4 text-3xl font-bold text-stone-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-stone-600">{body}</p>
      <ButtonLink size="lg" className="mt-8" icon={House}>
        <Link to="/">{returnHome}</Link>
      </ButtonLink>
    </section>
  )
}
