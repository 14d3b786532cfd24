import ArrowRight from '~icons/lucide/arrow-right'
import MessagesSquare from '~icons/lucide/messages-square'
import { ButtonLink } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/icon-badge'
import { useCatalogue } from '~/i18n/messages'
import { Link } from '~/components/link'
import { contactMessages } from '~/i18n/contact'

/** Points to the chat assistant and the experts of /ask-expert. */
export function AskOnlinePanel() {
  const t = useCatalogue(contactMessages)
  return (
    <section aria-labelledby="ask-online" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <IconBadge icon={MessagesSquare} tone="accent" shape="tile" />
      <h2 id="ask-online" className="mt-4 text-2xl font-bold">
        {t.askOnlineTitle}
      </h2>
      <p className="mt-2 text-lg text-brand-100">{t.askOnlineBody}</p>
      <ButtonLink variant="accent" size="lg" className="mt-6" trailingIcon={ArrowRight}>
        <Link to="/ask-expert">{t.askOnlineLink}</Link>
      </ButtonLink>
    </section>
  )
}
