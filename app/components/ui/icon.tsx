import { createElement, type ComponentType, type SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement> & { title?: string }
export type IconComponent = ComponentType<IconProps>

/** One icon's shapes: `['path', { d: '…' }]`, `['circle', { cx, cy, r }]`… */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[]

/**
 * The component behind `import House from '~icons/lucide/house'` (unplugin-icons, compiled by
 * build-tools/icons.ts into a call of this with the icon's shapes). The HTML is lucide's: 24×24,
 * stroke currentColor, width 2, round caps and joins, the `lucide lucide-NAME` classes, and
 * `aria-hidden="true"` unless the icon is given a name (an aria-* prop, a role, a title or
 * children such as <title>), as lucide-react does.
 */
export function createIcon(name: string, node: IconNode): IconComponent {
  return function LucideIcon({ className, title, children, ...props }: IconProps) {
    const named = Boolean(title || children) || Object.entries(props).some(isNaming)
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={named ? undefined : 'true'}
        {...props}
      >
        {title && <title>{title}</title>}
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
        {children}
      </svg>
    )
  }
}

function isNaming([prop, value]: [string, unknown]) {
  return value != null && (prop.startsWith('aria-') || prop === 'role')
}
