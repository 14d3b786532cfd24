import type { About } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { IconBadge } from '~/components/ui/icon-badge'
import { aboutIcon } from './about-icon'
import { SectionHeading } from './section-heading'
import { aboutMessages } from '~/i18n/about'

/** The four impact claims, word for word, on the dark band. */
export function ImpactSection({ items }: { items: About['impact'] }) {
  const t = useCatalogue(aboutMessages)
  return (
    <section aria-labelledby="impact" className="bg-brand-900">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <SectionHeading id="impact" title={t.impactTitle} lead={t.impactLead} inverse />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
              <IconBadge icon={aboutIcon(item.icon)} tone="accent" />
              <h3 className="mt-4 text-xl leading-snug font-bold text-white">{item.title}</h3>
              <p className="mt-2 text-brand-100">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
