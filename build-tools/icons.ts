import { icons as lucide } from '@iconify-json/lucide'
import { fileURLToPath } from 'node:url'
import type { PluginOption } from 'vite'
import Icons from 'unplugin-icons/vite'

/** What every lucide icon draws with; app/components/ui/icon.tsx sets it once on the <svg>. */
const LUCIDE_STROKE: Readonly<Record<string, string>> = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'stroke-width': '2',
}

/**
 * `import House from '~icons/lucide/house'`: unplugin-icons loads the icon from the Iconify
 * lucide set (@iconify-json/lucide) at compile time. Its own React output (svgr) repeats the
 * whole <svg> and a forwardRef in every icon; this compiler emits only the icon's shapes for
 * `createIcon` (app/components/ui/icon.tsx), which draws lucide's markup around them.
 */
export function lucideIcons(): PluginOption {
  // By its file: the `~` alias is not applied to imports from a virtual module.
  const iconComponent = fileURLToPath(new URL('../app/components/ui/icon.tsx', import.meta.url))
  return Icons({
    compiler: {
      extension: 'js',
      compiler: (svg, collection, icon) =>
        [
          `import { createIcon } from ${JSON.stringify(iconComponent)}`,
          `export default /* @__PURE__ */ createIcon(${JSON.stringify(icon)}, ${JSON.stringify(iconShapes(svg, collection, icon))})`,
        ].join('\n'),
    },
  })
}

type Shape = [tag: string, attributes: Record<string, string>]

/** The icon's shapes as `createIcon` takes them, from the SVG the Iconify set gives. */
export function iconShapes(svg: string, collection: string, icon: string): Shape[] {
  const name = `~icons/${collection}/${icon}`
  if (collection !== 'lucide') throw new Error(`${name}: only lucide icons are set up`)
  const alias = lucide.aliases?.[icon]
  if (alias) throw new Error(`${name} is an alias of lucide's ${alias.parent}: import that name`)
  const drawing = /^<svg((?:\s+[\w:-]+="[^"]*")*)\s*>([\s\S]*)<\/svg>$/.exec(svg.trim())
  if (!drawing || attributesOf(drawing[1]!).viewBox !== '0 0 24 24') throw new Error(`${name}: not drawn on 24×24`)
  // Iconify gathers the stroke attributes in a <g> around the shapes, or on a lone shape.
  const group = /^<g((?:\s+[\w-]+="[^"]*")*)>([\s\S]*)<\/g>$/.exec(drawing[2]!)
  if (group && !hasStrokeOnly(attributesOf(group[1]!))) throw new Error(`${name}: an unexpected <g>`)
  const body = group ? group[2]! : drawing[2]!
  const shapes = [...body.matchAll(/<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*\/>/g)]
  if (shapes.map(([element]) => element).join('') !== body) throw new Error(`${name}: nested shapes are not supported`)
  return shapes.map(([, tag, attributes]) => {
    // What the <svg> already says is left out; a dot filled with currentColor keeps its fill.
    const own = Object.entries(attributesOf(attributes!)).filter(
      ([attribute, value]) => LUCIDE_STROKE[attribute] !== value,
    )
    // React's names for the few hyphenated ones (fill-rule → fillRule).
    return [tag!, Object.fromEntries(own.map(([attribute, value]) => [camelCase(attribute), value]))]
  })
}

function attributesOf(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, attribute, value]) => [attribute!, value!]),
  )
}

function hasStrokeOnly(attributes: Record<string, string>) {
  const entries = Object.entries(attributes)
  return (
    entries.length === Object.keys(LUCIDE_STROKE).length &&
    entries.every(([key, value]) => LUCIDE_STROKE[key] === value)
  )
}

const camelCase = (attribute: string) => attribute.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
