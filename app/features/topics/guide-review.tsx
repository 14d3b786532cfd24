import Flag from '~icons/lucide/flag'
import ShieldCheck from '~icons/lucide/shield-check'
import { useLanguage } from '~/i18n/messages'
import { reportMistakeHref } from '~/lib/report-mistake-href'
import { formatGuideDate } from './review-date'
import { Link } from '~/components/link'
import { guideMessages } from '~/i18n/guide'

/**
 * When a guide was last checked against its sources, and the ways to question it:
 * "Report a mistake" opens the consultation form with the guide named; "How we check our
 * guides" explains the process. Plain links: they work before any script has loaded.
 */
export function GuideReview({ slug, reviewedOn }: { slug: string; reviewedOn: string }) {
  const { locale } = useLanguage()
  const t = guideMessages[locale]
  return (
    <div className="mt-4 space-y-2 text-sm text-stone-700">
      <p>
        {t.lastReviewed} <time dateTime={reviewedOn}>{formatGuideDate(reviewedOn, locale)}</time>
      </p>
      <p className="flex flex-wrap gap-x-5 gap-y-1">
        <Link
          to={reportMistakeHref(slug)}
          className="inline-flex items-center gap-1 py-1 font-semibold text-brand-800 underline"
        >
          <Flag aria-hidden="true" className="size-4" />
          {t.reportMistake}
        </Link>
        <Link to="/how-we-check" className="inline-flex items-center gap-1 py-1 font-semibold text-brand-800 underline">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t.howWeCheck}
        </Link>
      </p>
    </div>
  )
}
