import { readFileSync } from 'node:fs'
import { parseAst, type Plugin } from 'vite'
import { SERVER_HANDLE_KEYS } from '../app/lib/page-rendering'

/** React Router's module that picks a route's exports for the browser: `export { handle, meta, default } from "./x.tsx"`. */
const CLIENT_ROUTE = '?__react-router-build-client-route'
const ROUTE_FILE = /\/app\/routes\/[^/]+\.tsx?$/

/**
 * A route module's `handle` holds what the server reads of a page (how it hydrates, whether it
 * is rendered at start, the query its loader reads: app/lib/page-rendering.ts) beside what the
 * browser reads (a language layout's strings). React Router ships the whole handle with the
 * route's script; the browser's copy here leaves the server's keys out (and a handle of nothing
 * else altogether), so declaring them costs no page a byte. The server's build keeps them.
 */
export function serverHandle(): Plugin {
  return {
    name: 'tujue:server-handle',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id.endsWith(CLIENT_ROUTE) && ROUTE_FILE.test(id.slice(0, -CLIENT_ROUTE.length))) {
        const source = readFileSync(id.slice(0, -CLIENT_ROUTE.length), 'utf8')
        return serverHandleOf(source, 'tsx')?.isServerOnly ? withoutHandleExport(code) : null
      }
      return ROUTE_FILE.test(id) ? withoutServerKeys(code) : null
    },
  }
}

type Ast = ReturnType<typeof parseAst>
type ObjectNode = Extract<Ast['body'][number], { type: 'ExpressionStatement' }>['expression'] & {
  type: 'ObjectExpression'
}

/** A module's `export const handle = {…}`: where it is, and which of its properties the browser keeps. */
function serverHandleOf(code: string, lang: 'js' | 'tsx' = 'js') {
  if (!code.includes('handle')) return null
  for (const statement of parseAst(code, { lang }).body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue
    const { declarations } = statement.declaration
    for (const { id, init } of declarations) {
      if (id.type !== 'Identifier' || id.name !== 'handle' || !init) continue
      // `{…} satisfies RenderHandle` in the source.
      const object = (init.type === 'TSSatisfiesExpression' ? init.expression : init) as ObjectNode
      if (object.type !== 'ObjectExpression') return null
      const kept = object.properties.filter(
        (property) =>
          property.type !== 'Property' ||
          property.key.type !== 'Identifier' ||
          !(SERVER_HANDLE_KEYS as readonly string[]).includes(property.key.name),
      )
      // Nothing left, and nothing else in the module names it: no handle at all.
      const isAlone = declarations.length === 1 && code.split(/\bhandle\b/).length === 2
      return {
        statement,
        object,
        kept,
        hasServerKeys: kept.length < object.properties.length,
        isServerOnly: kept.length === 0 && isAlone,
      }
    }
  }
  return null
}

/** The module with the server's keys taken out of `export const handle = {…}`; null when it has none. */
export function withoutServerKeys(code: string): string | null {
  const handle = serverHandleOf(code)
  if (!handle?.hasServerKeys) return null
  const { statement, object, kept, isServerOnly } = handle
  if (isServerOnly) return code.slice(0, statement.start) + code.slice(statement.end)
  const properties = kept.map((property) => code.slice(property.start, property.end)).join(',')
  return `${code.slice(0, object.start)}{${properties}}${code.slice(object.end)}`
}

/** React Router's pick of a route's exports, without `handle`. */
export function withoutHandleExport(code: string): string | null {
  const picked = /export \{([^}]*)\} from/.exec(code)
  if (!picked?.[1]) return null
  const names = picked[1]
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name !== 'handle')
  return code.replace(picked[0], `export { ${names.join(', ')} } from`)
}
