/**
 * An SVG as a `data:` URL to write into a page's HTML: only the characters a URL or an HTML
 * attribute cannot carry are escaped (" as %22: React would write a ' as the six characters &#x27;).
 */
export function svgDataUrl(svg: string): string {
  const escaped = svg.trim().replace(/[\s"#%<>]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`)
  return `data:image/svg+xml,${escaped}`
}
