// The one module that imports sonner, always lazily (see toaster.tsx): its chunk is named after
// this file, so the service worker's build can list it for the app shell.
export { toast, Toaster } from 'sonner'
