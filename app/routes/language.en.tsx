// The English pages: their interface strings, and only theirs, for every component.
import { LanguageErrorBoundary, LanguageLayout } from '~/components/layout/language-layout'
import { en } from '~/i18n/en'
import type { LanguageHandle } from '~/i18n/messages'

export const handle = { language: { locale: 'en', messages: en } } satisfies LanguageHandle

export default function EnglishPages() {
  return <LanguageLayout language={handle.language} />
}

export function ErrorBoundary() {
  return <LanguageErrorBoundary language={handle.language} />
}
