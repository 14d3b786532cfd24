import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names. It does not merge conflicting utilities: that took tailwind-merge, about
 * 9 KB of every page's JavaScript. So a component's defaults and a caller's classes must not
 * set the same property; in development and tests, a conflict is reported as an error (and
 * an error fails a unit test), and the production build leaves tailwind-merge out.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs)
  if (import.meta.env.DEV) reportConflicts(classes)
  return classes
}

function reportConflicts(classes: string) {
  const kept = new Set(twMerge(classes).split(' '))
  const overridden = classes.split(' ').filter((name) => name !== '' && !kept.has(name))
  if (overridden.length > 0)
    console.error(`cn: classes that set the same property as a later class: ${overridden.join(' ')} in "${classes}"`)
}
