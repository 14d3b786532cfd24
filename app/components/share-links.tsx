import { useCatalogue } from '~/i18n/messages'
import Link2 from '~icons/lucide/link-2'
import MessageCircle from '~icons/lucide/message-circle'
import { Button, ButtonLink } from '~/components/ui/button'
import { copyText, whatsappShareUrl } from '~/lib/share'
import { notify } from '~/components/ui/toaster'
import { cn } from '~/lib/utils'
import { shareMessages } from '~/i18n/guide'

interface ShareLinksProps {
  title: string
  /** The page's canonical address. */
  url: string
  className?: string
}

/** Share on WhatsApp (a plain link, works without script) and Copy link. */
export function ShareLinks({ title, url, className }: ShareLinksProps) {
  const t = useCatalogue(shareMessages)

  async function handleCopy() {
    if (await copyText(url)) void notify(t.copied, { description: t.copiedBody })
    else void notify(t.copyFailed, { description: t.copyFailedBody(url), variant: 'destructive', duration: 10_000 })
  }

  return (
    <div role="group" aria-label={t.heading} className={cn('flex flex-wrap items-center gap-3', className)}>
      <span aria-hidden="true" className="text-sm font-semibold text-stone-700">
        {t.heading}:
      </span>
      <ButtonLink size="sm" icon={MessageCircle}>
        <a href={whatsappShareUrl(title, url)} target="_blank" rel="noopener noreferrer">
          {t.whatsapp}
          <span className="sr-only"> {t.opensInNewTab}</span>
        </a>
      </ButtonLink>
      <Button type="button" variant="outline" size="sm" onClick={handleCopy}>
        <Link2 aria-hidden="true" />
        {t.copyLink}
      </Button>
    </div>
  )
}
