// When the server renders a page (decision 0005): by default every page without parameters is
// rendered once at start-up and served from memory to everyone (server/prerendered.ts). A page
// that differs per visitor (a signed-in expert's inbox) declares so in its route module:
// `export const handle = { render: 'per-request' } satisfies RenderHandle`, and is then
// rendered for each request only.

export type RenderMode = 'at-start' | 'per-request'

export interface RenderHandle {
  render?: RenderMode
}
