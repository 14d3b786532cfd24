import { createRequire } from 'node:module'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

const PREFIX = '~icons/lucide/'
const RESOLVED = '\0lucide-icon:'

type LucideIconData = { name: string; size: number; node: [string, Record<string, string>, unknown?][] }

/**
 * `import House from '~icons/lucide/house'` gives that lucide icon as a tiny component, built at
 * compile time from lucide's own shapes (the lucide-react package, ISC licence, a devDependency):
 * no icon runtime in the pages, one small module per icon so each page carries only its own.
 * The import path is unplugin-icons' one. The component is app/components/ui/icon.tsx's.
 */
export function lucideIcons(): Plugin {
  // By its file: the `~` alias is not applied to imports from a virtual module.
  let iconComponent = ''
  return {
    name: 'tujue:lucide-icons',
    enforce: 'pre',
    configResolved(config) {
      iconComponent = join(config.root, 'app/components/ui/icon.tsx')
    },
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return null
      return RESOLVED + source.slice(PREFIX.length)
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null
      const { name, node } = await lucideIconData(id.slice(RESOLVED.length))
      const shapes = node.map(([tag, attributes, children]) => {
        if (children) throw new Error(`lucide icon ${name}: nested shapes are not supported`)
        // lucide's `key` is React's list key for its own runtime; the component keys shapes by place.
        const shape = Object.fromEntries(Object.entries(attributes).filter(([attribute]) => attribute !== 'key'))
        for (const attribute of Object.keys(shape)) {
          if (attribute.includes('-'))
            throw new Error(`lucide icon ${name}: attribute ${attribute} needs its React name`)
        }
        return [tag, shape]
      })
      return [
        `import { createIcon } from ${JSON.stringify(iconComponent)}`,
        `export default /* @__PURE__ */ createIcon(${JSON.stringify(name)}, ${JSON.stringify(shapes)})`,
      ].join('\n')
    },
  }
}

/** The icon's shapes from lucide-react's own module for it; an alias (`home`) names its icon (`house`). */
export async function lucideIconData(name: string): Promise<LucideIconData> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) throw new Error(`~icons/lucide/${name}: not a lucide icon name`)
  const file = join(lucideIconsDir(), `${name}.mjs`)
  if (!existsSync(file)) throw new Error(`~icons/lucide/${name}: lucide has no such icon`)
  const icon = (await import(pathToFileURL(file).href)) as {
    __iconData?: LucideIconData
    default?: { displayName?: string }
  }
  if (!icon.__iconData) {
    throw new Error(
      `~icons/lucide/${name} is an alias of lucide's ${icon.default?.displayName ?? 'another'} icon: import that name`,
    )
  }
  if (icon.__iconData.size !== 24) throw new Error(`lucide icon ${name}: drawn on ${icon.__iconData.size}, not 24`)
  return icon.__iconData
}

function lucideIconsDir() {
  // The package's main file is dist/cjs/lucide-react.js; its per-icon ES modules are in dist/esm/icons/.
  const main = createRequire(import.meta.url).resolve('lucide-react')
  return join(dirname(main), '..', 'esm', 'icons')
}
