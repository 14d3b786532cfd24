// React Router's router, as its browser entry (react-router/dom, HydratedRouter) leaves it on
// `window` for its own link discovery. Only `subscribe` is used: it is called at every change
// of the router's state (a navigation starting or ending, a revalidation, a fetcher).
interface RouterEvents {
  subscribe(listener: () => void): () => void
}

/**
 * Calls `listener` at every change of the router's state, until the returned function is
 * called. Without a router to listen to (a test, or a React Router that no longer leaves it on
 * `window`) it is called at once: a caller that waits for the router must never wait forever.
 */
export function onRouterActivity(listener: () => void): () => void {
  const router = (window as Window & { __reactRouterDataRouter?: RouterEvents }).__reactRouterDataRouter
  if (!router) {
    queueMicrotask(listener)
    return () => {}
  }
  return router.subscribe(() => listener())
}
