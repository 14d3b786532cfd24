import { svgDataUrl } from './svg-data-url'

describe('svgDataUrl', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle fill="#15803d" r="50%"/></svg>\n'

  it('escapes only what a URL or an HTML attribute cannot carry', () => {
    expect(svgDataUrl(svg)).toBe(
      'data:image/svg+xml,%3csvg%20xmlns=%22http://www.w3.org/2000/svg%22%3e%3ccircle%20fill=%22%2315803d%22%20r=%2250%25%22/%3e%3c/svg%3e',
    )
  })

  it('decodes back to the SVG', () => {
    const url = svgDataUrl(svg)
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim())
  })
})
