import { useMessages } from '~/i18n/messages'
import { cn } from '~/lib/utils'
import { Link } from '~/components/link'

/** The hub's word mark; a small drawn mark keeps it free of image downloads. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const t = useMessages()
  return (
    <Link to="/" aria-label={t.brand.homeLink} className={cn('flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9 shrink-0">
        <circle cx="16" cy="16" r="16" className={inverse ? 'fill-white' : 'fill-brand-700'} />
        <path
          d="M16 25v-9m0 0c0-4 3-7 7-7 0 4-3 7-7 7Zm0 0c0-3.5-2.6-6-6-6 0 3.5 2.6 6 6 6Z"
          className={inverse ? 'stroke-brand-800' : 'stroke-white'}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={cn('text-base font-extrabold tracking-wide', inverse ? 'text-white' : 'text-brand-900')}>
          {t.brand.title}
        </span>{' '}
        {/* The space keeps the two lines two words apart in the link's text (its name holds both). */}
        <span
          className={cn(
            'text-[0.65rem] font-semibold tracking-[0.2em] whitespace-nowrap',
            inverse ? 'text-brand-200' : 'text-stone-600',
          )}
        >
          {t.brand.subtitle}
        </span>
      </span>
    </Link>
  )
}
