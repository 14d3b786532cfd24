import { withoutHandleExport, withoutServerKeys } from './server-handle'

describe('withoutServerKeys', () => {
  it('takes the keys only the server reads out of a route’s handle, and keeps the rest of the module', () => {
    const code = [
      "import { x } from './x';",
      'export const handle = { query: ["q", "show"], language: { locale: "en" }, hydrate: "on-interaction" };',
      'export function meta() { return handle.language; }',
    ].join('\n')
    expect(withoutServerKeys(code)).toBe(
      [
        "import { x } from './x';",
        'export const handle = {language: { locale: "en" }};',
        'export function meta() { return handle.language; }',
      ].join('\n'),
    )
  })

  it('takes a handle of the server’s keys alone out altogether, unless the module names it elsewhere', () => {
    expect(withoutServerKeys('export const handle = { render: "per-request" };\nexport const a = 1;')).toBe(
      '\nexport const a = 1;',
    )
    expect(withoutServerKeys('export const handle = { hydrate: "on-load" };\nconsole.log(handle);')).toBe(
      'export const handle = {};\nconsole.log(handle);',
    )
  })

  it('leaves a module alone when its handle holds nothing of the server’s, or it has none', () => {
    expect(withoutServerKeys('export const handle = { language: en };')).toBeNull()
    expect(withoutServerKeys('export default function Page() { return null }')).toBeNull()
    expect(withoutServerKeys('const handle = { query: ["q"] }; export { handle };')).toBeNull()
  })
})

describe('withoutHandleExport', () => {
  it('leaves `handle` out of React Router’s pick of a route’s exports', () => {
    expect(withoutHandleExport('export { handle, meta, default } from "./articles.tsx";')).toBe(
      'export { meta, default } from "./articles.tsx";',
    )
  })
})
