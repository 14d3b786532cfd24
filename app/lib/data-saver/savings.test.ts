import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { estimateImageBytes, PHOTO_BYTES_PER_PIXEL } from './estimate'
import { fillSavedLine, formatBytes, savedBytesInHtml, SAVED_SIZE_TOKEN } from './savings'

/** Width and height of a lossy or extended WebP file (RIFF header, VP8 / VP8X chunk). */
function webpSize(file: Buffer) {
  const chunk = file.toString('ascii', 12, 16)
  if (chunk === 'VP8X') return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 }
  if (chunk === 'VP8 ') return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff }
  return null
}

describe('PHOTO_BYTES_PER_PIXEL', () => {
  it('is what our own phone-sized WebP photos weigh per pixel, within 10%', () => {
    const dir = path.join(process.cwd(), 'public/images/articles')
    let bytes = 0
    let pixels = 0
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.webp'))) {
      const file = readFileSync(path.join(dir, name))
      const size = webpSize(file)
      if (!size) continue
      bytes += file.length
      pixels += size.width * size.height
    }
    expect(pixels).toBeGreaterThan(0)
    expect(Math.abs(bytes / pixels - PHOTO_BYTES_PER_PIXEL) / PHOTO_BYTES_PER_PIXEL).toBeLessThan(0.1)
  })
})

describe('estimateImageBytes', () => {
  it('counts pixels at the measured weight', () => {
    expect(estimateImageBytes(480, 360)).toBe(Math.round(480 * 360 * PHOTO_BYTES_PER_PIXEL))
    expect(estimateImageBytes('120', '90')).toBe(Math.round(120 * 90 * PHOTO_BYTES_PER_PIXEL))
  })

  it('counts a responsive image at the width a phone takes, not its largest', () => {
    expect(estimateImageBytes(1600, 900, { responsive: true })).toBe(Math.round(750 * 421.875 * PHOTO_BYTES_PER_PIXEL))
    expect(estimateImageBytes(400, 300, { responsive: true })).toBe(estimateImageBytes(400, 300))
  })

  it('counts nothing it cannot measure', () => {
    expect(estimateImageBytes(undefined, 300)).toBe(0)
    expect(estimateImageBytes('auto', 300)).toBe(0)
  })
})

describe('formatBytes', () => {
  it('says kilobytes under a megabyte, megabytes with one decimal above', () => {
    expect(formatBytes(45_300, 'en-GB')).toBe('45 KB')
    expect(formatBytes(200, 'en-GB')).toBe('1 KB')
    expect(formatBytes(1_234_567, 'en-GB')).toBe('1.2 MB')
  })

  it("writes the number as the page's language does", () => {
    expect(formatBytes(1_250_000, 'de-DE')).toBe('1,3 MB')
  })
})

describe('savedBytesInHtml and fillSavedLine', () => {
  const line = `<p data-saved-line="" hidden="" class="x">About ${SAVED_SIZE_TOKEN} saved on this page</p>`
  const page = (body: string) => `<main>${body}</main><footer>${line}</footer>`

  it('sums every size the page marks as left out', () => {
    const html = page('<details data-saved-bytes="237600"></details><span hidden data-saved-bytes="26730"></span>')
    expect(savedBytesInHtml(html)).toBe(264_330)
  })

  it('writes the total into the line and shows it', () => {
    const html = page('<details data-saved-bytes="1000000"></details><span data-saved-bytes="234567"></span>')
    expect(fillSavedLine(html, 'en-GB')).toBe(
      page('<details data-saved-bytes="1000000"></details><span data-saved-bytes="234567"></span>').replace(
        line,
        '<p data-saved-line="" class="x">About 1.2 MB saved on this page</p>',
      ),
    )
  })

  it("writes the number as the page's language does, from its <html lang>", () => {
    const html = `<html lang="sw"><body><i data-saved-bytes="1250000"></i>${line.replace('About', 'Takriban')}</body></html>`
    expect(fillSavedLine(html)).toContain('Takriban 1.3 MB')
  })

  it('leaves the line hidden when nothing was left out, and a page without it as it is', () => {
    expect(fillSavedLine(page('<img src="a.webp">'), 'en-GB')).toBe(page('<img src="a.webp">'))
    expect(fillSavedLine('<main data-saved-bytes="5"></main>', 'en-GB')).toBe('<main data-saved-bytes="5"></main>')
  })
})
