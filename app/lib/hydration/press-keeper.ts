// Runs before anything else, inlined in every page's <head> (press-keeper.boot.ts), so that
// nothing a farmer does before a control's script arrives is lost: a press is shown (aria-busy)
// and made again once the control is live; typed words are handed back to the form's code; fields
// that need script are enabled once the page is parsed. It also starts an 'on-load' page's module
// after the page is painted. docs/decisions/0002, 0030, 0036 and 0037.
import {
  APP_START_DEADLINE_MS,
  BROKEN_IMAGE_ATTRIBUTE,
  CONTROL_SELECTOR,
  DEFERRED_APP_ID,
  EARLY_INPUT_ATTRIBUTE,
  ENTER_SENDS_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  ISLAND_WAKE,
  START_AFTER_LOAD_ATTRIBUTE,
  WORKS_WITHOUT_APP_ATTRIBUTE,
} from './contract'
import { afterLoadAndPaint } from './after-load'

/** Long enough for a section's first effects to render again; nothing a reader who waited would notice. */
const REPLAY_DELAY_MS = 50

export function keepPresses(doc: Document, nonce = '') {
  const root = doc.documentElement
  let pending: Element | null = null
  let appRequested = false
  /** What was typed into each field of a section not live yet: its whole value at the last keystroke. */
  const typed = new Map<TypedField, string>()
  /** The fields of a section not live yet that the reader went into and left. */
  const left = new Set<TypedField>()

  /** Live: React has hydrated the page, and the control's island (if it is in one) too. */
  function isLive(control: Element) {
    if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return false
    const island = control.closest(`[${ISLAND_ATTRIBUTE}]`)
    return !island || island.hasAttribute(ISLAND_READY_ATTRIBUTE)
  }

  /** Starts the page's inert application module (once): at a press, or once the page has loaded. */
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
    giveBackTyped()
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
    if (!control || control.hasAttribute(WORKS_WITHOUT_APP_ATTRIBUTE) || isLive(control)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    hold(control)
  }

  /**
   * Enter in a box where it sends, before the box is live: held as a press of its form's Send,
   * rather than a new line the farmer did not mean (Shift+Enter, and Enter while composing with
   * an input method, stay a new line, as they do once the box is live).
   */
  function holdEnter(event: KeyboardEvent) {
    const field = event.target
    if (!(field instanceof HTMLTextAreaElement) || !field.hasAttribute(ENTER_SENDS_ATTRIBUTE) || isLive(field)) return
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return
    const send = field.form?.querySelector('[type=submit]')
    if (!send) return
    event.preventDefault()
    hold(send)
  }

  function hold(control: Element) {
    // The latest press is the one the reader means.
    pending?.removeAttribute('aria-busy')
    pending = control
    control.setAttribute('aria-busy', 'true')
    requestApp()
    wakeIsland(control)
    replayWhenLive()
  }

  /**
   * A field whose script has not arrived (the page's, or its section's): every keystroke is kept,
   * and so is leaving it; the first focus in a section wakes it.
   */
  function keepTyping(event: Event) {
    const field = event.target
    if (!isTypedField(field) || isLive(field)) return
    wakeIsland(field)
    if (event.type === 'focusout') left.add(field)
    else if (event.type !== 'focusin') typed.set(field, field.value)
  }

  /**
   * An 'on-load' page's module: started once the page has loaded and the screen has been drawn
   * with what loaded (the first photo is painted, not only fetched), or a while after the HTML if
   * a photo holds the load back.
   */
  function startAfterLoad() {
    const win = doc.defaultView
    if (!win) return
    afterLoadAndPaint(win, APP_START_DEADLINE_MS, () => {
      if (doc.getElementById(DEFERRED_APP_ID)?.hasAttribute(START_AFTER_LOAD_ATTRIBUTE)) requestApp()
    })
  }

  /**
   * Gives each kept value back to its field once the field's section is live, as if typed
   * again: the form's code may have put its own starting value in the field, or kept the
   * words without telling the parts that watch them (react-hook-form's useWatch). React
   * passes an input on only when the value differs from the last one it saw: the field is
   * emptied through the field's own setter (which React watches), then given the words through
   * the element's (which it does not), then the event is fired.
   */
  function giveBackTyped() {
    for (const [field, value] of typed) {
      if (!isLive(field)) continue
      typed.delete(field)
      if (!field.isConnected) continue
      field.value = ''
      const prototype = Object.getPrototypeOf(field) as object
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
    }
    tellLeft()
  }

  /**
   * Once the words are back, tells a live form which of its fields the reader left before it
   * started, as the browser does (blur, then focusout, which React listens to), so that a form
   * checking a field when it is left shows its message now. Not a field the reader is in again:
   * leaving it will tell.
   */
  function tellLeft() {
    for (const field of left) {
      if (!isLive(field)) continue
      left.delete(field)
      if (!field.isConnected || field === doc.activeElement) continue
      field.dispatchEvent(new FocusEvent('blur'))
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    }
  }

  /** Once the page is parsed: the fields drawn disabled only for want of script. */
  function enableEarlyInput() {
    for (const field of doc.querySelectorAll(`[${EARLY_INPUT_ATTRIBUTE}][disabled]`)) field.removeAttribute('disabled')
  }

  function markBroken(event: Event) {
    if (event.target instanceof HTMLImageElement) event.target.setAttribute(BROKEN_IMAGE_ATTRIBUTE, '')
  }

  new MutationObserver(replayWhenLive).observe(root, {
    attributes: true,
    subtree: true,
    attributeFilter: [HYDRATED_ATTRIBUTE, ISLAND_READY_ATTRIBUTE],
  })
  startAfterLoad()
  doc.addEventListener('click', holdPress, true)
  doc.addEventListener('keydown', holdEnter, true)
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', enableEarlyInput, { once: true })
  else enableEarlyInput()
  for (const type of ['focusin', 'input', 'change', 'focusout']) doc.addEventListener(type, keepTyping, true)
  // Image errors do not bubble; a capturing listener sees those of images parsed after this script.
  doc.addEventListener('error', markBroken, true)
}

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** A field whose value is words or a choice (not a box to tick, nor a file). */
function isTypedField(target: EventTarget | null): target is TypedField {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'submit', 'button'].includes(target.type)
}
