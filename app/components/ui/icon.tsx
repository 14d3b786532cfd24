import { createElement, type ReactElement, type SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>
export type IconComponent = (props: IconProps) => ReactElement

/** One icon's shapes, as lucide describes them: `['path', { d: '…' }]`, `['circle', { cx, cy, r }]`… */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[]

/**
 * Lucide's look without lucide-react's runtime: `import House from '~icons/lucide/house'` gives an
 * icon built by build-tools/lucide-icons.ts from lucide's own data, which calls this. The HTML is
 * lucide-react's: 24×24, stroke currentColor, width 2, round caps and joins, the `lucide lucide-NAME`
 * classes, and `aria-hidden="true"` unless the icon is given a name (an aria-* prop, a role, a title
 * or children such as <title>), as lucide-react v1 does.
 */
export function createIcon(name: string, node: IconNode): IconComponent {
  return function LucideIcon({ className, children, ...props }: IconProps) {
    const named = Boolean(children) || Object.entries(props).some(isNaming)
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
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
        {children}
      </svg>
    )
  }
}

function isNaming([prop, value]: [string, unknown]) {
  return value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title')
}
