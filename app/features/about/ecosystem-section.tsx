import ArrowRight from '~icons/lucide/arrow-right'
import { Backdrop } from '~/components/backdrop'
import type { BackdropPhoto } from '~/content/backdrops'
import type { About } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { cardLink, linkCard } from '~/components/ui/card-link'
import { cn } from '~/lib/utils'
import { IconBadge } from '~/components/ui/icon-badge'
import { aboutIcon } from './about-icon'
import { SectionHeading } from './section-heading'
import { Link } from '~/components/link'
import { aboutMessages } from '~/i18n/about'

/** Drone Services, Digital Marketplace and the knowledge hub, each card leading to its page. */
export function EcosystemSection({ parts, backdrop }: { parts: About['ecosystem']; backdrop: BackdropPhoto }) {
  const t = useCatalogue(aboutMessages)
  return (
    <section aria-labelledby="ecosystem" className="relative isolate overflow-hidden bg-stone-50">
      {/* The field at the band's foot; the lettering at the photo's top stays under the pale overlay. */}
      <Backdrop photo={backdrop} className="object-bottom" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-stone-50/85" />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <SectionHeading id="ecosystem" title={t.ecosystemTitle} lead={t.ecosystemLead} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {parts.map((part) => (
            <li
              key={part.href}
              className={cn(
                linkCard,
                'group flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md',
              )}
            >
              <IconBadge icon={aboutIcon(part.icon)} shape="tile" />
              <h3 className="mt-4 text-xl font-bold text-stone-900">
                <Link to={part.href} className={cn('group-hover:text-brand-800 after:rounded-2xl', cardLink)}>
                  {part.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-stone-600">{part.description}</p>
              <span
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800"
              >
                {t.ecosystemLink}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
