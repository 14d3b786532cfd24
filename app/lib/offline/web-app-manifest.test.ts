// The two web app manifests (public/manifest.webmanifest, public/sw/…) are static files the
// browser reads on its own; this holds them to the catalogues and to what Android asks of an
// installable app: its own icons at 192 and 512 px, a maskable one, standalone.
import { existsSync, readFileSync } from 'node:fs'
import { homeMessages } from '~/i18n/home'

const manifests = [
  { file: 'public/manifest.webmanifest', locale: 'en' as const, lang: 'en', startUrl: '/' },
  { file: 'public/sw/manifest.webmanifest', locale: 'sw' as const, lang: 'sw', startUrl: '/sw' },
]

describe.each(manifests)('$file', ({ file, locale, lang, startUrl }) => {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    name: string
    description: string
    lang: string
    start_url: string
    display: string
    icons: Array<{ src: string; sizes: string; purpose: string }>
  }

  it('describes the hub in its language and opens its home page, standalone', () => {
    expect(manifest.name).toBe('Tujue Ukulima')
    expect(manifest.description).toBe(homeMessages[locale].description)
    expect(manifest.lang).toBe(lang)
    expect(manifest.start_url).toBe(startUrl)
    expect(manifest.display).toBe('standalone')
  })

  it('lists icons that exist, at the sizes Android asks for, one maskable', () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of manifest.icons) expect(existsSync(`public${icon.src}`)).toBe(true)
  })
})
