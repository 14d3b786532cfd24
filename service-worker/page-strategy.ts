// How a page (a navigation) is answered: network first, with a stored copy when the signal is
// gone or too weak, and the offline page when there is neither. Written without the browser's
// globals so that its choices are unit-tested (page-strategy.test.ts).

/**
 * How long a page waits for the network before a stored copy is shown instead. A page rendered
 * at start-up leaves our server at once, so on a working 3G connection its first bytes arrive
 * well within a second or two; past 3 s the signal is too weak to be worth waiting for when a
 * copy is on the phone. The network answer still arrives afterwards and refreshes the copy.
 */
export const NETWORK_TIMEOUT_MS = 3000

export interface PageSources {
  /** The network answer; rejects when there is no connection. */
  network: Promise<Response>
  /** The stored copy of this page, if any. */
  stored: () => Promise<Response | undefined>
  /** Whether every file the stored page needs (its stylesheet, its scripts) is on the phone. */
  isComplete: (stored: Response) => Promise<boolean>
  /** What to answer when there is neither: the offline page, or for route data a document reload. */
  offlinePage: () => Promise<Response>
  timeoutMs?: number
}

const TIMED_OUT = Symbol('timed out')

export async function answerPage({
  network,
  stored,
  isComplete,
  offlinePage,
  timeoutMs = NETWORK_TIMEOUT_MS,
}: PageSources): Promise<Response> {
  const failed = network.then(
    () => false,
    () => true,
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const first = await Promise.race([
    network.catch(() => null),
    new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)
    }),
  ])
  clearTimeout(timer)
  if (first instanceof Response) return first

  const copy = await stored()
  if (first === null) return copy ?? offlinePage()

  // The network is slow. A stored page from an older build may need files that the new
  // build has replaced: rather than a page without its styles, wait for the network's page.
  if (copy && (await isComplete(copy.clone()))) return copy
  if (!(await failed)) return network
  return copy ?? offlinePage()
}
