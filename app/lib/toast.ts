// Shows a toast without putting sonner in a page's first load: the <Toaster> in the
// layout loads it lazily after hydration, and this reaches the same module on demand.
import type { toast } from 'sonner'

type ToastOptions = Parameters<typeof toast>[1]

export function showToast(message: string, options?: ToastOptions) {
  void import('sonner').then((sonner) => sonner.toast(message, options))
}

export function showErrorToast(message: string, options?: ToastOptions) {
  void import('sonner').then((sonner) => sonner.toast.error(message, options))
}
