import Mail from '~icons/lucide/mail'
import Store from '~icons/lucide/store'
import UserPlus from '~icons/lucide/user-plus'
import { SectionHeading } from '~/components/section-heading'
import { ButtonLink } from '~/components/ui/button'
import { useCatalogue } from '~/i18n/messages'
import { Link } from '~/components/link'
import { aboutMessages } from '~/i18n/about'

/** The closing invitation: talk to us, join as a farmer, or visit the marketplace. */
export function AboutCallToAction() {
  const t = useCatalogue(aboutMessages)
  return (
    <section aria-labelledby="join" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-3xl bg-gradient-to-br from-accent-400 to-amber-300 px-6 py-10 text-center sm:px-12 sm:py-14">
        <SectionHeading
          id="join"
          title={t.callToActionTitle}
          lead={t.callToActionBody}
          className="text-3xl font-bold text-stone-900"
          leadClassName="mx-auto mt-3 max-w-2xl text-lg text-stone-800"
        />
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink size="lg" icon={Mail}>
            <Link to="/contact">{t.contactUs}</Link>
          </ButtonLink>
          <ButtonLink size="lg" variant="outline" icon={UserPlus}>
            <Link to="/auth">{t.joinAsFarmer}</Link>
          </ButtonLink>
          <ButtonLink size="lg" variant="outline" icon={Store}>
            <Link to="/marketplace">{t.visitMarketplace}</Link>
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
