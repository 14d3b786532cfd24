import { listGuideSections } from '~/features/topics/queries'
import { LOCALES } from '~/i18n/locale'
import { createGuideShortLinks, guideShortCode, guideShortUrl, guideTargetHref, SHORT_CODE } from './guide-short-links'

const everySection = LOCALES.flatMap((locale) =>
  listGuideSections(locale).map(({ slug, anchor }) => ({ locale, slug, anchor })),
)

describe('guide short links', () => {
  it('gives every section of today’s guides a code of its own, which leads back to it', () => {
    const links = createGuideShortLinks(everySection)
    const codes = new Set(everySection.map(guideShortCode))
    expect(codes.size).toBe(everySection.length)
    for (const target of everySection) {
      expect(guideShortCode(target)).toMatch(SHORT_CODE)
      expect(links.resolve(guideShortCode(target))).toEqual(target)
    }
  })

  it('is stable: the same section has the same code in every release', () => {
    expect(guideShortCode({ locale: 'sw', slug: 'soil-health', anchor: null })).toBe(
      guideShortCode({ locale: 'sw', slug: 'soil-health', anchor: null }),
    )
    expect(guideShortCode({ locale: 'sw', slug: 'soil-health', anchor: null })).not.toBe(
      guideShortCode({ locale: 'en', slug: 'soil-health', anchor: null }),
    )
  })

  it('opens the section in its language', () => {
    expect(guideTargetHref({ locale: 'sw', slug: 'soil-health', anchor: 'hatua' })).toBe(
      '/sw/articles/soil-health#hatua',
    )
    expect(guideShortUrl('https://tujue.example/', { locale: 'en', slug: 'soil-health', anchor: null })).toMatch(
      /^https:\/\/tujue\.example\/g\/[0-9a-z]{5}$/,
    )
  })

  it('resolves no code of no section, and nothing that is not a code', () => {
    const links = createGuideShortLinks(everySection)
    expect(links.resolve('zzzzz')).toBeUndefined()
    expect(links.resolve('../..')).toBeUndefined()
    expect(links.resolve('ABCDE')).toBeUndefined()
  })

  it('refuses two sections that share a code', () => {
    const target = { locale: 'en' as const, slug: 'soil-health', anchor: null }
    expect(() => createGuideShortLinks([target, target])).not.toThrow()
    // Two anchors with the same code, found among made-up ones (25 bits: a few thousand suffice).
    const seen = new Map<string, { locale: 'en'; slug: string; anchor: string }>()
    let pair:
      [{ locale: 'en'; slug: string; anchor: string }, { locale: 'en'; slug: string; anchor: string }] | undefined
    for (let index = 0; !pair && index < 200_000; index += 1) {
      const candidate = { locale: 'en' as const, slug: 'soil-health', anchor: `a${index}` }
      const known = seen.get(guideShortCode(candidate))
      if (known) pair = [known, candidate]
      seen.set(guideShortCode(candidate), candidate)
    }
    expect(pair).toBeDefined()
    expect(() => createGuideShortLinks(pair!)).toThrow(/share the short code/)
    // Thousands of hashes: well under a second alone, longer on a machine busy with other work.
  }, 30_000)
})
