// Structured data for a video page (schema.org VideoObject), so search engines can show
// the video with its length and thumbnail.

/** "5:31" → "PT5M31S", "1:02:03" → "PT1H2M3S" (ISO 8601, as schema.org wants); null if unreadable. */
export function toIsoDuration(duration: string): string | null {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(duration.trim())
  if (!match) return null
  const hours = Number(match[1] ?? 0)
  const minutes = Number(match[2])
  const seconds = Number(match[3])
  if (seconds > 59 || (match[1] !== undefined && minutes > 59)) return null
  const text = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`
  return `PT${text || '0S'}`
}

interface VideoJsonLdInput {
  title: string
  description: string
  duration: string
  thumbnail: string
  /** The player's address, without autoplay. */
  embedUrl: string
  /** The page's canonical address. */
  url: string
  author: string
}

/**
 * The VideoObject of a video page. The upload date is not in our catalogue, so it is left
 * out rather than guessed (search engines then just skip the video's rich result).
 */
export function buildVideoJsonLd(video: VideoJsonLdInput) {
  const duration = toIsoDuration(video.duration)
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    // YouTube's own still, not our /photos/ copy: for crawlers (lib/seo.ts says why).
    thumbnailUrl: [video.thumbnail],
    embedUrl: video.embedUrl,
    url: video.url,
    ...(duration ? { duration } : {}),
    author: { '@type': 'Organization', name: video.author },
  }
}
