// How a guide's text is presented (the spec's "article text presentation"), as one pure module
// shared by the home page's guide reader and the guide pages: a guide's plain text in, structure out.
import { slugify } from '~/lib/slug'

export type Inline = { type: 'text'; text: string } | { type: 'bold'; text: string }

export type Block =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'bullets'; items: Inline[][] }
  | { type: 'checks'; items: Inline[][] }
  | { type: 'tip'; label: string; content: Inline[] }

export interface Section {
  /** Anchor for links into the guide (e.g. "what-is-soil-health"); "introduction" before the first heading. */
  id: string
  /** The heading's number when it was written as "3. …". */
  number: number | null
  heading: string | null
  blocks: Block[]
}

/** Openings of a heading that stands on its own line, in English and in Kiswahili. */
export const KEY_PHRASES = {
  en: ['What is', 'Benefits of', 'Key', 'Steps', 'Challenges', 'Real-World', 'Final', 'Conclusion'],
  sw: ['Nini ni', 'Maana ya', 'Faida za', 'Mambo Muhimu', 'Hatua', 'Changamoto', 'Mfano Halisi', 'Hitimisho'],
} as const
const ALL_KEY_PHRASES = [...KEY_PHRASES.en, ...KEY_PHRASES.sw]
const NUMBERED_HEADING = /^(\d{1,2})\.\s+(\S.*)$/
const BULLET = /^[-•*]\s+(.*)$/
const CHECK = /^[✓✔✅]\s*(.*)$/u
// Longer labels first, so "Kidokezo cha kitaalamu" is not read as "Kidokezo".
const TIP =
  /^(Pro tip|Tip|Note|Remember|Fun fact|Did you know|Kidokezo cha kitaalamu|Kidokezo|Zingatia|Kumbuka|Je, wajua)(\?)?\s*[:!?–-]?\s+(.*)$/i
/** How each tip label is shown, whatever its case in the text. */
const TIP_LABELS: Record<string, string> = {
  'pro tip': 'Pro tip',
  tip: 'Tip',
  note: 'Note',
  remember: 'Remember',
  'fun fact': 'Fun fact',
  'did you know': 'Did You Know?',
  'kidokezo cha kitaalamu': 'Kidokezo cha kitaalamu',
  kidokezo: 'Kidokezo',
  zingatia: 'Zingatia',
  kumbuka: 'Kumbuka',
  'je, wajua': 'Je, Wajua?',
}

/** `**bold**` runs and plain text; an unmatched `**` stays as written. */
export function parseInline(text: string): Inline[] {
  const parts: Inline[] = []
  const pattern = /\*\*(.+?)\*\*/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ type: 'text', text: text.slice(last, match.index) })
    parts.push({ type: 'bold', text: match[1] ?? '' })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) })
  return parts
}

/** A heading is a numbered line, or a short line of its own that opens with a key phrase. */
function readHeading(line: string): { number: number | null; text: string } | null {
  const numbered = NUMBERED_HEADING.exec(line)
  if (numbered) return { number: Number(numbered[1]), text: stripColon(numbered[2] ?? '') }
  const isShort = line.length <= 90 && !/[.,;]$/.test(line)
  if (isShort && ALL_KEY_PHRASES.some((phrase) => line === phrase || line.startsWith(`${phrase} `))) {
    return { number: null, text: stripColon(line) }
  }
  return null
}

function stripColon(text: string) {
  return text.replace(/\s*:\s*$/, '').trim()
}

/** Splits a guide's text into sections of paragraphs, bullet lists, check lists and tips. */
export function parseGuideText(body: string): Section[] {
  const sections: Section[] = []
  const usedIds = new Set<string>()
  let current: Section = { id: 'introduction', number: null, heading: null, blocks: [] }
  let paragraph: string[] = []

  const flushParagraph = () => {
    if (paragraph.length > 0) current.blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) })
    paragraph = []
  }
  const pushItem = (type: 'bullets' | 'checks', text: string) => {
    flushParagraph()
    const last = current.blocks.at(-1)
    if (last?.type === type) last.items.push(parseInline(text))
    else current.blocks.push({ type, items: [parseInline(text)] })
  }

  for (const rawLine of body.split(/\r?\n/)) {
    const line = rawLine.trim()
    if (line === '') {
      flushParagraph()
      continue
    }
    const heading = readHeading(line)
    if (heading) {
      flushParagraph()
      if (current.heading !== null || current.blocks.length > 0) sections.push(current)
      const baseId = slugify(heading.text) || `section-${sections.length + 1}`
      let id = baseId
      for (let n = 2; usedIds.has(id); n++) id = `${baseId}-${n}`
      usedIds.add(id)
      current = { id, number: heading.number, heading: heading.text, blocks: [] }
      continue
    }
    const check = CHECK.exec(line)
    if (check) {
      pushItem('checks', check[1] ?? '')
      continue
    }
    const bullet = BULLET.exec(line)
    if (bullet) {
      pushItem('bullets', bullet[1] ?? '')
      continue
    }
    const tip = TIP.exec(line)
    if (tip) {
      flushParagraph()
      const label = TIP_LABELS[(tip[1] ?? '').toLowerCase()] ?? 'Tip'
      current.blocks.push({ type: 'tip', label, content: parseInline(tip[3] ?? '') })
      continue
    }
    paragraph.push(line)
  }
  flushParagraph()
  if (current.heading !== null || current.blocks.length > 0) sections.push(current)
  return sections
}

/**
 * After which sections the guide's illustrations go: spread evenly through the text,
 * never after the last section (the call to action follows it).
 */
export function placeIllustrations(sectionCount: number, imageCount: number): number[] {
  if (sectionCount < 2 || imageCount === 0) return []
  const slots = Math.min(imageCount, sectionCount - 1)
  return Array.from({ length: slots }, (_, index) => Math.floor(((index + 1) * sectionCount) / (slots + 1)) - 1).map(
    (position, index, all) => Math.max(position, index === 0 ? 0 : (all[index - 1] ?? 0) + 1),
  )
}

/** The plain text of inline runs (for search indexes and summaries). */
export function inlineText(content: Inline[]) {
  return content.map((part) => part.text).join('')
}
