import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names without merging conflicts: tailwind-merge's tables would ride in every page's first
 * load. So a component's classes and its caller's must not set the same property: development and tests
 * report a conflict as an error (tailwind-merge runs there only), and the production build leaves it out.
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
