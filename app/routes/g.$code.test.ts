import { guideShortCode } from '~/lib/guide-short-links'
import { loader } from './g.$code'

const args = (code: string) => ({ params: { code } }) as unknown as Parameters<typeof loader>[0]

describe('a short link from an SMS (/g/:code)', () => {
  it('redirects to its guide section in its language, and takes the code in capitals too', () => {
    const code = guideShortCode({ locale: 'sw', slug: 'soil-health', anchor: null })
    for (const typed of [code, code.toUpperCase()]) {
      const response = loader(args(typed))
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/sw/articles/soil-health')
    }
  })

  it('answers 404 to a code of no section, and to anything that is no code', () => {
    for (const typed of ['zzzzz', 'k3x9', '../../etc']) {
      let thrown: unknown
      try {
        loader(args(typed))
      } catch (error) {
        thrown = error
      }
      expect(thrown).toMatchObject({ init: { status: 404 } })
    }
  })
})
