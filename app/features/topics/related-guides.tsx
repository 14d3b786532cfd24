import ArrowRight from '~icons/lucide/arrow-right'
import { cardLink, linkCard } from '~/components/ui/card-link'
import { cn } from '~/lib/utils'
import { Image } from '~/components/ui/image'
import { responsiveImage } from '~/lib/image-url'
import { GUIDE_PHOTO_WIDTHS } from './guide-picture'
import type { Image as ImageData } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { Link } from '~/components/link'
import { guideMessages } from '~/i18n/guide'

interface RelatedGuide {
  slug: string
  title: string
  description: string
  image?: ImageData
}

const placeholderClass = 'aspect-[3/2] w-full bg-gradient-to-br from-brand-100 to-brand-200'
const placeholder = <div aria-hidden="true" className={placeholderClass} />
// A guide with no photo: one card a row on a phone, where an empty panel would only push the
// title down; beside photos from `sm`, the panel keeps the cards' titles in line.
const noPhoto = <div aria-hidden="true" className={`hidden sm:block ${placeholderClass}`} />

/** Two or three other guides to read next. */
export function RelatedGuides({ guides }: { guides: RelatedGuide[] }) {
  const t = useCatalogue(guideMessages)
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-bold text-stone-900">
        {t.relatedHeading}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.slug} className="flex">
            <article
              className={cn(
                linkCard,
                'flex flex-1 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm',
              )}
            >
              {guide.image ? (
                <Image
                  // Three a row from `sm` in a 64rem column, one a row on a phone.
                  {...responsiveImage(
                    guide.image.src,
                    GUIDE_PHOTO_WIDTHS,
                    '(min-width: 1024px) 310px, (min-width: 640px) 33vw, calc(100vw - 2rem)',
                  )}
                  alt=""
                  width={guide.image.width}
                  height={guide.image.height}
                  className="aspect-[3/2] w-full bg-brand-100 object-cover"
                  fallback={placeholder}
                />
              ) : (
                noPhoto
              )}
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="text-lg font-bold text-stone-900">
                  <Link to={`/articles/${guide.slug}`} className={cn('hover:text-brand-800 hover:underline', cardLink)}>
                    {guide.title}
                  </Link>
                </h3>
                <p className="text-sm text-stone-700">{guide.description}</p>
                <span
                  aria-hidden="true"
                  className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-800"
                >
                  {t.readGuide}
                  <ArrowRight className="size-4" />
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
