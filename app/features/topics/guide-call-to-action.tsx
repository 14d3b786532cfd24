import { BookOpen, PlayCircle } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { useMessages } from '~/i18n/messages'

/**
 * The block that closes every topic guide, in the article reader and on the guide page
 * (spec §2 "Article reader"): Explore More Articles and Watch Related Videos.
 */
export function GuideCallToAction({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useMessages().pages.guideCallToAction
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="rounded-xl bg-brand-900 p-6 text-white sm:p-8">
      <Heading className="text-2xl font-bold">{t.heading}</Heading>
      <p className="mt-2 text-brand-100">{t.body}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="accent">
          <Link to="/articles">
            <BookOpen aria-hidden="true" />
            {t.exploreArticles}
          </Link>
        </Button>
        <Button asChild variant="inverse">
          <Link to="/videos">
            <PlayCircle aria-hidden="true" />
            {t.watchVideos}
          </Link>
        </Button>
      </div>
    </section>
  )
}
