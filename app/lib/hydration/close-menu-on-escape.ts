// Runs in the browser before anything else, inlined in every page's <head> (press-keeper.boot.ts).
import { CLOSES_ON_ESCAPE_ATTRIBUTE } from './contract'

/**
 * Escape closes an open menu that is a native <details> (the phone's menu), and gives the focus
 * back to its toggle when it was inside. Here rather than in the menu's component, so that it
 * works the same on a page that has not started its script (a reading page, decision 2) and on
 * one that has: React hears the details' toggle event and keeps its state in step.
 */
export function closeMenusOnEscape(doc: Document) {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    for (const menu of doc.querySelectorAll<HTMLDetailsElement>(`details[open][${CLOSES_ON_ESCAPE_ATTRIBUTE}]`)) {
      const hadFocus = menu.contains(doc.activeElement)
      menu.open = false
      if (hadFocus) menu.querySelector('summary')?.focus()
    }
  })
}
