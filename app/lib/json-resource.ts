import { useCallback, useEffect, useState } from 'react'

/** Anything that checks unknown data and returns it typed (a zod schema). */
interface Parser<T> {
  parse: (data: unknown) => T
}

export type ResourceState<T> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: T }

/** GETs JSON from our own server and checks its shape; a failure is thrown, not guessed around. */
export async function fetchJson<T>(url: string, parser: Parser<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return parser.parse(await response.json())
}

/**
 * A hook that loads JSON the page did not need for its first paint (a guide's full text,
 * a topic's video lists) when a farmer asks for it, keeps it for the rest of the visit,
 * and reports a failure with a retry instead of throwing to the route's error boundary:
 * on a patchy connection one failed request must not take the home page down.
 */
export function createJsonResource<T>(parser: Parser<T>) {
  const cache = new Map<string, T>()

  return function useJsonResource(url: string): ResourceState<T> {
    const [attempt, setAttempt] = useState(0)
    // The last request's outcome; the data itself lives in the cache.
    const [outcome, setOutcome] = useState<{ url: string; attempt: number; ok: boolean } | null>(null)
    const retry = useCallback(() => setAttempt((count) => count + 1), [])

    useEffect(() => {
      if (cache.has(url)) return
      const controller = new AbortController()
      fetchJson(url, parser, controller.signal).then(
        (data) => {
          cache.set(url, data)
          setOutcome({ url, attempt, ok: true })
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('Could not load', url, error)
          setOutcome({ url, attempt, ok: false })
        },
      )
      return () => controller.abort()
    }, [url, attempt])

    const data = cache.get(url)
    if (data !== undefined) return { status: 'ready', data }
    if (outcome?.url === url && outcome.attempt === attempt && !outcome.ok) return { status: 'error', retry }
    return { status: 'loading' }
  }
}
