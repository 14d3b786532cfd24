import { Mail, Store, UserPlus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { useMessages } from '~/i18n/messages'

/** The closing invitation: talk to us, join as a farmer, or visit the marketplace. */
export function AboutCallToAction() {
  const t = useMessages().pages.about
  return (
    <section aria-labelledby="join" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-3xl bg-gradient-to-br from-accent-400 to-amber-300 px-6 py-10 text-center sm:px-12 sm:py-14">
        <h2 id="join" className="text-3xl font-bold text-stone-900">
          {t.callToActionTitle}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-stone-800">{t.callToActionBody}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg">
            <Link to="/contact">
              <Mail aria-hidden="true" />
              {t.contactUs}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/auth">
              <UserPlus aria-hidden="true" />
              {t.joinAsFarmer}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/marketplace">
              <Store aria-hidden="true" />
              {t.visitMarketplace}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
