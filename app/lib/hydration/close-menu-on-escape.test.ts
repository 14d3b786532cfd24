// @vitest-environment jsdom
import { closeMenusOnEscape } from './close-menu-on-escape'
import { CLOSES_ON_ESCAPE_ATTRIBUTE } from './contract'

function press(key: string) {
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
}

describe('closeMenusOnEscape', () => {
  beforeAll(() => closeMenusOnEscape(document))

  beforeEach(() => {
    document.body.innerHTML = `
      <details open ${CLOSES_ON_ESCAPE_ATTRIBUTE}><summary>Menu</summary><a href="/videos">Videos</a></details>
      <details open><summary>Sources</summary><p>FAO</p></details>
      <a href="/contact">Contact</a>`
  })

  it('closes the open menu on Escape and gives the focus back to its toggle', () => {
    document.querySelector<HTMLAnchorElement>('details a')!.focus()
    press('Escape')
    const [menu, other] = document.querySelectorAll('details')
    expect(menu!.open).toBe(false)
    expect(document.activeElement).toBe(menu!.querySelector('summary'))
    // A <details> that is not a menu is left open.
    expect(other!.open).toBe(true)
  })

  it('leaves the focus where it was when it was outside the menu', () => {
    const outside = document.querySelector<HTMLAnchorElement>('body > a')!
    outside.focus()
    press('Escape')
    expect(document.querySelector('details')!.open).toBe(false)
    expect(document.activeElement).toBe(outside)
  })

  it('does nothing on other keys', () => {
    document.querySelector<HTMLAnchorElement>('details a')!.focus()
    press('Enter')
    expect(document.querySelector('details')!.open).toBe(true)
  })
})
