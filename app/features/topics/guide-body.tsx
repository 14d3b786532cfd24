import Check from '~icons/lucide/check'
import Lightbulb from '~icons/lucide/lightbulb'
import { Fragment, useMemo } from 'react'
import type { Image as ImageData } from '~/content/schema'
import { cn } from '~/lib/utils'
import { GuidePicture } from './guide-picture'
import { parseGuideText, placeIllustrations, type Block, type Inline } from './guide-text'

interface GuideBodyProps {
  /** The guide's text, in the shape guide-text.ts reads. */
  body: string
  images: ImageData[]
  /** 2 on a page under its h1; 3 inside a dialog whose title is an h2. */
  headingLevel?: 2 | 3
}

/** A topic guide's text with its sections, lists, tips and illustrations between sections. */
export function GuideBody({ body, images, headingLevel = 2 }: GuideBodyProps) {
  const sections = useMemo(() => parseGuideText(body), [body])
  const slots = placeIllustrations(sections.length, images.length)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-8 text-[1.0625rem] leading-relaxed text-stone-800">
      {sections.map((section, index) => {
        const image = images[slots.indexOf(index)]
        return (
          <Fragment key={section.id}>
            <section aria-labelledby={section.heading ? section.id : undefined} className="space-y-4">
              {section.heading && (
                <Heading
                  id={section.id}
                  className="flex scroll-mt-24 items-baseline gap-3 text-2xl font-bold text-stone-900"
                >
                  {section.number !== null && (
                    <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base text-white">
                      {section.number}
                    </span>
                  )}
                  {section.heading}
                </Heading>
              )}
              {section.blocks.map((block, blockIndex) => (
                <ArticleBlock key={blockIndex} block={block} isLead={section.heading === null} />
              ))}
            </section>
            {image && <Illustration image={image} />}
          </Fragment>
        )
      })}
    </div>
  )
}

function ArticleBlock({ block, isLead }: { block: Block; isLead: boolean }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className={cn(isLead && 'text-lg text-stone-700')}>
          <InlineText content={block.content} />
        </p>
      )
    case 'bullets':
      return (
        <ul className="space-y-2 pl-1">
          {block.items.map((item, index) => (
            <li key={index} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-brand-600" />
              <span>
                <InlineText content={item} />
              </span>
            </li>
          ))}
        </ul>
      )
    case 'checks':
      return (
        <ul className="space-y-2 pl-1">
          {block.items.map((item, index) => (
            <li key={index} className="flex gap-3">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" strokeWidth={3} />
              <span>
                <InlineText content={item} />
              </span>
            </li>
          ))}
        </ul>
      )
    case 'tip':
      return (
        <aside className="rounded-lg border-l-4 border-accent-500 bg-amber-50 p-4">
          <p className="mb-1 inline-flex items-center gap-1.5 rounded-full bg-accent-400 px-2.5 py-0.5 text-sm font-bold text-stone-900">
            <Lightbulb aria-hidden="true" className="size-4" />
            {block.label}
          </p>
          <p>
            <InlineText content={block.content} />
          </p>
        </aside>
      )
  }
}

function InlineText({ content }: { content: Inline[] }) {
  return content.map((part, index) =>
    part.type === 'bold' ? (
      <strong key={index} className="font-semibold text-stone-900">
        {part.text}
      </strong>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  )
}

function Illustration({ image }: { image: ImageData }) {
  return (
    <figure className="overflow-hidden rounded-xl bg-brand-50">
      <GuidePicture
        image={image}
        // The reading column (a guide page; the reader dialog's is narrower, so this errs large).
        sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"
        className="aspect-[3/2] w-full object-cover"
        placeholderClassName="flex aspect-[3/2] w-full items-center justify-center text-brand-700"
      />
    </figure>
  )
}
