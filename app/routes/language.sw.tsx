// The Kiswahili pages under /sw: their interface strings, and only theirs, for every component.
import { LanguageErrorBoundary, LanguageLayout } from '~/components/layout/language-layout'
import type { LanguageHandle } from '~/i18n/messages'
import { sw } from '~/i18n/sw'

export const handle = { language: { locale: 'sw', messages: sw } } satisfies LanguageHandle

export default function KiswahiliPages() {
  return <LanguageLayout language={handle.language} />
}

export function ErrorBoundary() {
  return <LanguageErrorBoundary language={handle.language} />
}
