import { useMessages } from '~/i18n/messages'

export function SkipLink() {
  const t = useMessages()
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-brand-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t.skipToContent}
    </a>
  )
}
