// Runs in the browser before anything else, inlined in every page's <head> (press-keeper.boot.ts).
// A press on a control whose script has not arrived yet is never lost: the control shows at
// once that the press was received (aria-busy), what it needs is loaded, and the press is
// made again once the control is live. Issue 12; docs/decisions/0002 and 0003.
import {
  BROKEN_IMAGE_ATTRIBUTE,
  CONTROL_SELECTOR,
  DEFERRED_APP_ID,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  ISLAND_WAKE,
} from './contract'

/** Long enough for a section's first effects to render again; nothing a reader who waited would notice. */
const REPLAY_DELAY_MS = 50

export function keepPresses(doc: Document, nonce = '') {
  const root = doc.documentElement
  let pending: Element | null = null
  let appRequested = false

  /** Live: React has hydrated the page, and the control's island (if it is in one) too. */
  function isLive(control: Element) {
    if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return false
    const island = control.closest(`[${ISLAND_ATTRIBUTE}]`)
    return !island || island.hasAttribute(ISLAND_READY_ATTRIBUTE)
  }

  /** Starts the application module of a page served without it; other pages load it themselves. */
  function requestApp() {
    const deferred = doc.getElementById(DEFERRED_APP_ID)
    if (appRequested || !deferred) return
    appRequested = true
    const script = doc.createElement('script')
    script.type = 'module'
    script.nonce = nonce
    script.textContent = deferred.textContent
    doc.body.append(script)
  }

  /** Asks the control's island to load now rather than when it nears the screen. */
  function wakeIsland(control: Element) {
    const island = control.closest(`[${ISLAND_ATTRIBUTE}]`)
    if (!island || island.hasAttribute(ISLAND_WAKE)) return
    island.setAttribute(ISLAND_WAKE, '')
    island.dispatchEvent(new Event(ISLAND_WAKE))
  }

  function replayWhenLive() {
    if (!pending || !isLive(pending)) return
    const control = pending
    pending = null
    // A moment after the section is live: the renders its own first effects start (a carousel
    // setting up its API, for instance) must be done before its handlers can act on the press.
    setTimeout(() => {
      control.removeAttribute('aria-busy')
      if (control instanceof HTMLElement) control.click()
    }, REPLAY_DELAY_MS)
  }

  function holdPress(event: Event) {
    const target = event.target
    const control = target instanceof Element ? target.closest(CONTROL_SELECTOR) : null
    if (!control || isLive(control)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    // The latest press is the one the reader means.
    pending?.removeAttribute('aria-busy')
    pending = control
    control.setAttribute('aria-busy', 'true')
    requestApp()
    wakeIsland(control)
    replayWhenLive()
  }

  function markBroken(event: Event) {
    if (event.target instanceof HTMLImageElement) event.target.setAttribute(BROKEN_IMAGE_ATTRIBUTE, '')
  }

  new MutationObserver(replayWhenLive).observe(root, {
    attributes: true,
    subtree: true,
    attributeFilter: [HYDRATED_ATTRIBUTE, ISLAND_READY_ATTRIBUTE],
  })
  doc.addEventListener('click', holdPress, true)
  // Image errors do not bubble; a capturing listener sees those of images parsed after this script.
  doc.addEventListener('error', markBroken, true)
}
