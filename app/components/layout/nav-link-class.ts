import { cn } from '~/lib/utils'

/** The look of a top-bar link; the current page is marked by colour and an underline. */
export function navLinkClass(isActive: boolean) {
  return cn(
    'rounded-md px-3 py-2 text-[0.95rem] font-semibold transition-colors hover:bg-brand-50 hover:text-brand-800',
    isActive ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-stone-700',
  )
}
