// How the server renders a page, declared by its route module's `handle` (decision 0005):
// - by default a page without parameters (and every guide, video and company) is rendered once
//   at start-up and served from memory to everyone (server/page-cache.ts); a page that differs
//   per visitor (a signed-in expert's inbox) says `render: 'per-request'` and is rendered for
//   each request only;
// - `query` names the parameters its loader reads: the page cache keeps one page for each value
//   of them and drops any other (a tracking tag, anything typed by hand), so junk cannot fill it.
//   A loader that reads a parameter its handle does not name fails routes/loader-query.test.ts.
// `export const handle = { query: ['category', 'show'] } satisfies RenderHandle`
// Only the server reads these and `hydrate` (hydration/contract.ts): the browser's copy of a route
// module leaves them out (build-tools/server-handle.ts).

/** The keys of a route's handle that only the server reads. */
export const SERVER_HANDLE_KEYS = ['hydrate', 'render', 'query'] as const

export type RenderMode = 'at-start' | 'per-request'

export interface RenderHandle {
  render?: RenderMode
  query?: readonly string[]
}
