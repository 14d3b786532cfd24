import type { ReactNode } from 'react'

interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id?: string
  title: ReactNode
  /** The line under the heading, if the section has one. */
  lead?: ReactNode
  /** 3 where the section sits inside a dialog whose title is the h2. */
  level?: 2 | 3
  /** Sections differ in size and colour; the default is the home page's sections. */
  className?: string
  leadClassName?: string
}

/** A section's heading and the line that introduces it. */
export function SectionHeading({
  id,
  title,
  lead,
  level = 2,
  className = 'text-3xl font-bold text-stone-900 sm:text-4xl',
  leadClassName = 'mt-3 max-w-2xl text-lg text-stone-700',
}: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <>
      <Heading id={id} className={className}>
        {title}
      </Heading>
      {lead !== undefined && <p className={leadClassName}>{lead}</p>}
    </>
  )
}
