import { iconShapes } from './icons'

/** An icon as unplugin-icons hands it to the compiler (Iconify's SVG at its default size). */
const svg = (body: string, viewBox = '0 0 24 24') =>
  `<svg viewBox="${viewBox}" width="1.2em" height="1.2em" >${body}</svg>`
const STROKE = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"'

describe('iconShapes', () => {
  it('gives the shapes without the stroke the <svg> already draws with', () => {
    expect(
      iconShapes(svg(`<g ${STROKE}><path d="M4 5h16"/><circle cx="7.5" cy="7.5" r=".5"/></g>`), 'lucide', 'x'),
    ).toEqual([
      ['path', { d: 'M4 5h16' }],
      ['circle', { cx: '7.5', cy: '7.5', r: '.5' }],
    ])
    expect(iconShapes(svg(`<path ${STROKE} d="m6 9l6 6l6-6"/>`), 'lucide', 'x')).toEqual([
      ['path', { d: 'm6 9l6 6l6-6' }],
    ])
  })

  it('keeps what differs from lucide’s stroke, by its React name', () => {
    const body = `<g ${STROKE}><circle cx="7.5" cy="7.5" r=".5" fill="currentColor"/><path fill-rule="evenodd" d="M1 1"/></g>`
    expect(iconShapes(svg(body), 'lucide', 'x')).toEqual([
      ['circle', { cx: '7.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
      ['path', { fillRule: 'evenodd', d: 'M1 1' }],
    ])
  })

  it('refuses a lucide alias, so the code names the icon the set names', () => {
    expect(() => iconShapes(svg(`<path ${STROKE} d="M1 1"/>`), 'lucide', 'home')).toThrow(/alias of lucide's house/)
  })

  it('refuses what createIcon could not draw as lucide does', () => {
    expect(() => iconShapes(svg('<path d="M1 1"/>'), 'mdi', 'x')).toThrow(/only lucide/)
    expect(() => iconShapes(svg('<path d="M1 1"/>', '0 0 32 32'), 'lucide', 'x')).toThrow(/24×24/)
    expect(() => iconShapes(svg('<g fill="none"><path d="M1 1"/></g>'), 'lucide', 'x')).toThrow(/unexpected <g>/)
    expect(() => iconShapes(svg(`<g ${STROKE}><g><path d="M1 1"/></g></g>`), 'lucide', 'x')).toThrow(/nested/)
  })
})
