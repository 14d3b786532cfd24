import ExternalLink from '~icons/lucide/external-link'
import type { Source } from '~/content/schema'
import { useMessages, useCatalogue } from '~/i18n/messages'
import { guideMessages } from '~/i18n/guide'

/** The sources a guide was checked against, each opening in a new tab. */
export function GuideSources({ sources }: { sources: Pick<Source, 'title' | 'publisher' | 'url'>[] }) {
  const t = useCatalogue(guideMessages)
  const opensInNewTab = useMessages().articleCard.opensInNewTab
  return (
    <section aria-labelledby="sources-heading">
      <h2 id="sources-heading" className="text-2xl font-bold text-stone-900">
        {t.sources}
      </h2>
      <p className="mt-2 text-stone-600">{t.sourcesLead}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-stone-700 marker:text-stone-500">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              className="font-medium text-brand-800 underline"
              rel="noopener noreferrer"
              target="_blank"
            >
              {source.title}
              <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
              <span className="sr-only"> {opensInNewTab}</span>
            </a>{' '}
            <span className="text-stone-600">({source.publisher})</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
