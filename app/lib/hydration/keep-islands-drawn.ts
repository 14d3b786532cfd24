import { ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE } from './contract'

/**
 * Keeps the server's HTML of every island not live yet through a change of the router's state on
 * the same page (a form sent to its page's action). React hands the new state down the whole page,
 * and a section still waiting for its script cannot take it: React throws the section's HTML away
 * and draws nothing until the script arrives (seconds on a slow connection, for good offline).
 * Whatever React takes out is put back as it was, the same elements with what was typed in them,
 * and taken out again when React draws the section itself. Call it just before the change.
 */
export function keepIslandsDrawn(root: ParentNode = document) {
  for (const island of root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]:not([${ISLAND_READY_ATTRIBUTE}])`)) {
    keepDrawn(island)
  }
}

const kept = new WeakSet<Element>()

function keepDrawn(island: Element) {
  if (kept.has(island)) return
  kept.add(island)
  const serverNodes = [...island.childNodes]
  let isPutBack = false
  const observer = new MutationObserver(() => {
    const drawnByReact = [...island.childNodes].some((node) => node instanceof Element && !serverNodes.includes(node))
    if (drawnByReact || island.hasAttribute(ISLAND_READY_ATTRIBUTE)) {
      // Hydrated in place, React owns the server's nodes; drawn anew, the ones put back go.
      if (isPutBack) for (const node of serverNodes) node.remove()
      observer.disconnect()
      kept.delete(island)
    } else if (serverNodes.every((node) => !node.isConnected)) {
      island.append(...serverNodes)
      isPutBack = true
    }
  })
  observer.observe(island, { childList: true, attributes: true, attributeFilter: [ISLAND_READY_ATTRIBUTE] })
}
