// React Router's router, as its browser entry (react-router/dom, HydratedRouter) leaves it on
// `window` for its own link discovery. `subscribe` is called at every update of the router's
// state (a navigation starting or ending, a revalidation, a fetcher), `state` is the current one.
interface RouterEvents {
  state?: object
  subscribe(listener: (state: object) => void): () => void
}

/**
 * Calls `listener` at every change of the router's state, until the returned function is
 * called. Without a router to listen to (a test, or a React Router that no longer leaves it on
 * `window`) it is called at once: a caller that waits for the router must never wait forever.
 *
 * An update that changes nothing is not a change: React Router sends one after the page has
 * loaded, once it has discovered the routes of the page's links (`/__manifest`), and the footer
 * island loaded its script then, now and again, without any navigation.
 */
export function onRouterActivity(listener: () => void): () => void {
  const router = (window as Window & { __reactRouterDataRouter?: RouterEvents }).__reactRouterDataRouter
  if (!router) {
    queueMicrotask(listener)
    return () => {}
  }
  let last = router.state
  return router.subscribe((state) => {
    const isChange = !last || !sameFields(last, state)
    last = state
    if (isChange) listener()
  })
}

function sameFields(previous: object, next: object) {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]) as Set<keyof typeof previous>
  return [...keys].every((key) => Object.is(previous[key], next[key]))
}
