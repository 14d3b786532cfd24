import { lazy, Suspense } from 'react'
import { useHydrated } from '~/lib/use-hydrated'

// Toasts only follow something the reader did, so their code loads after the page is
// interactive instead of weighing on every first load.
const Sonner = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** Toasts as the spec sets them: at most 3 visible, 4000 ms, bottom-right. */
export function Toaster() {
  const isHydrated = useHydrated()
  if (!isHydrated) return null
  return (
    <Suspense fallback={null}>
      <Sonner
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
        richColors
        closeButton
        // Sonner's own success and error text colours fall short of AA contrast (4.5:1) on their tints.
        toastOptions={{ className: '[--error-text:var(--color-red-800)] [--success-text:var(--color-brand-800)]' }}
      />
    </Suspense>
  )
}
