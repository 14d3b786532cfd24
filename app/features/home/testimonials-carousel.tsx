import useEmblaCarousel from 'embla-carousel-react'
import Star from '~icons/lucide/star'
import { useRef } from 'react'
import { Image } from '~/components/ui/image'
import type { Testimonial } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { cn } from '~/lib/utils'
import { CarouselButtons, scrollCarousel, useCarouselNavigation } from './carousel-controls'
import { resizedImageUrl } from '~/lib/image-url'
import { nameInitials } from '~/lib/name-initials'
import { homeMessages } from '~/i18n/home'
import { homeSectionsMessages } from '~/i18n/home-sections'

const CAROUSEL_OPTIONS = { loop: true, align: 'start' as const }
const MAX_RATING = 5

/** Home section 9: farmers' words, looping, two at a time from medium screens up. */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const t = useCatalogue(homeSectionsMessages)
  const { carousel } = useCatalogue(homeMessages)
  const [viewportRef, api] = useEmblaCarousel(CAROUSEL_OPTIONS)
  const regionRef = useRef<HTMLDivElement>(null)
  const { canPrevious, canNext } = useCarouselNavigation(api, regionRef, CAROUSEL_OPTIONS.loop)
  return (
    <section aria-labelledby="testimonials-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="testimonials-heading" className="text-3xl font-bold text-stone-900 sm:text-4xl">
          {t.testimonials.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-700">{t.testimonials.lead}</p>
        <div
          ref={regionRef}
          role="region"
          aria-roledescription={carousel.carousel}
          aria-label={t.testimonials.carousel}
          className="mt-10"
        >
          <div ref={viewportRef} className="overflow-hidden">
            <div className="-ml-6 flex">
              {testimonials.map((testimonial, index) => (
                <div
                  key={testimonial.id}
                  role="group"
                  aria-roledescription={carousel.slide}
                  aria-label={carousel.slideLabel(index + 1, testimonials.length)}
                  className="min-w-0 flex-[0_0_100%] pl-6 md:flex-[0_0_50%]"
                >
                  <TestimonialCard testimonial={testimonial} />
                </div>
              ))}
            </div>
          </div>
          <CarouselButtons
            onScroll={(direction) => scrollCarousel(api, direction)}
            canPrevious={canPrevious}
            canNext={canNext}
            className="mt-6 justify-center"
          />
        </div>
      </div>
    </section>
  )
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useCatalogue(homeSectionsMessages).testimonials
  return (
    <figure className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <p role="img" aria-label={t.rating(testimonial.rating, MAX_RATING)} className="flex gap-1">
        {Array.from({ length: MAX_RATING }, (_, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={cn(
              'size-5',
              index < testimonial.rating ? 'fill-accent-400 text-accent-500' : 'fill-stone-200 text-stone-300',
            )}
          />
        ))}
      </p>
      <blockquote className="mt-4 flex-1 text-lg text-stone-800">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <Image
          src={resizedImageUrl(testimonial.image, 112)}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-full object-cover"
          fallback={
            <span
              aria-hidden="true"
              className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {nameInitials(testimonial.name)}
            </span>
          }
        />
        <span>
          <span className="block font-bold text-stone-900">{testimonial.name}</span>
          <span className="block text-stone-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  )
}
