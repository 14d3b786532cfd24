import ClipboardList from '~icons/lucide/clipboard-list'
import { useId, type ReactNode } from 'react'
import type { TopicGuide } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { guideMessages } from '~/i18n/guide'

interface AtAGlanceProps {
  items: TopicGuide['atAGlance']
  /** 2 on a guide page under its h1; 3 inside the reader dialog, whose title is an h2. */
  headingLevel?: 2 | 3
  /** The line under the figures: when the guide was reviewed and how to report a mistake. */
  children?: ReactNode
}

/** "At a glance": the few figures a farmer needs in the field, above the guide's text. */
export function AtAGlance({ items, headingLevel = 2, children }: AtAGlanceProps) {
  const t = useCatalogue(guideMessages)
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <Heading id={headingId} className="flex items-center gap-2 text-xl font-bold text-stone-900">
        <ClipboardList aria-hidden="true" className="size-5 text-brand-700" />
        {t.atAGlance}
      </Heading>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className="border-b border-brand-200 pb-2">
            <dt className="text-sm text-stone-600">{item.label}</dt>
            <dd className="font-semibold text-stone-900">{item.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  )
}
