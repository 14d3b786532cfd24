/** Shown while a dialog's code is on its way (a slow connection can take seconds). */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div data-slot="loading-overlay" className="fixed inset-0 z-50 flex items-center justify-center bg-black/50">
      <p
        role="status"
        className="flex items-center gap-3 rounded-lg bg-white px-5 py-3 font-semibold text-stone-900 shadow-lg"
      >
        {/* A drawn ring rather than an icon: this shows on pages that load no icon set of their own. */}
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
        {label}
      </p>
    </div>
  )
}
