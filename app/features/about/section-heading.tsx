interface SectionHeadingProps {
  id: string
  title: string
  lead?: string
  inverse?: boolean
}

/** The centred h2 and short lead that open each band of the About page. */
export function SectionHeading({ id, title, lead, inverse = false }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className={inverse ? 'text-3xl font-bold text-white' : 'text-3xl font-bold text-brand-950'}>
        {title}
      </h2>
      {lead && <p className={inverse ? 'mt-3 text-lg text-brand-100' : 'mt-3 text-lg text-stone-600'}>{lead}</p>}
    </div>
  )
}
