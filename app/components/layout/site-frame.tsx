import type { ReactNode } from 'react'
import { Toaster } from '~/components/ui/toaster'
import { FooterIsland } from './footer-island'
import { LanguageSuggestion } from './language-suggestion'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'
import { UpdateNotice } from './update-notice'

/** The shared layout of every page: skip link, sticky top bar, main content, footer, toasts, the update notice. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <LanguageSuggestion />
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <FooterIsland />
      <Toaster />
      <UpdateNotice />
    </div>
  )
}
