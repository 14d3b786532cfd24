import type { ReactNode } from 'react'

interface PageHeaderProps {
  title: string
  lead?: ReactNode
  children?: ReactNode
  /** A photo behind the band (components/backdrop), under a dark overlay. */
  backdrop?: ReactNode
}

/** The band at the top of an inner page: its one h1 and a short lead. */
export function PageHeader({ title, lead, children, backdrop }: PageHeaderProps) {
  return (
    <div className="relative isolate overflow-hidden bg-brand-900 text-white">
      {backdrop}
      {backdrop && <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-950/80" />}
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-brand-100">{lead}</p>}
        {children}
      </div>
    </div>
  )
}
