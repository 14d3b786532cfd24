// Turns an answer's text (Gemini writes Markdown-like text) into paragraphs, lists and
// bold runs that chat-message.tsx draws as React elements. Never HTML: whatever an
// answer contains is shown as text.

export type Inline = { type: 'text' | 'bold' | 'italic' | 'code'; text: string }

export type AnswerBlock =
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'heading'; content: Inline[] }
  | { type: 'bullets'; items: Inline[][] }
  | { type: 'numbered'; start: number; items: Inline[][] }

const BULLET = /^\s*[-*•+]\s+(.*)$/
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/
const HEADING = /^\s*#{1,6}\s+(.*)$/
// **bold**, *italic* (not a lone star, as in 2 * 3), `code`. Underscores are left alone:
// they are common in names and links, and Gemini marks bold with stars.
const INLINE = /\*\*(.+?)\*\*|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])|`([^`]+)`/g

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ type: 'text', text: text.slice(last, match.index) })
    const [, bold, italic, code] = match
    if (bold !== undefined) parts.push({ type: 'bold', text: bold })
    else if (italic !== undefined) parts.push({ type: 'italic', text: italic })
    else parts.push({ type: 'code', text: code ?? '' })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) })
  return parts
}

/**
 * An answer still being written, with its last bold or code run closed, so that "**plant at
 * the start" shows in bold while the rest of the run is on its way, rather than its stars.
 */
export function closeOpenRuns(text: string) {
  const count = (value: string, pattern: RegExp) => value.match(pattern)?.length ?? 0
  let closed = text
  if (count(closed, /`/g) % 2 === 1) closed += '`'
  if (count(closed.replace(/`[^`]*`/g, ''), /\*\*/g) % 2 === 1) {
    // A run that has only just opened has nothing to show yet.
    closed = /\*\*\s*$/.test(closed) ? closed.replace(/\*\*\s*$/, '') : `${closed}**`
  }
  return closed
}

export function parseAnswer(text: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = []
  let paragraph: Inline[][] = []
  let list: Extract<AnswerBlock, { type: 'bullets' | 'numbered' }> | null = null

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', lines: paragraph })
    if (list) blocks.push(list)
    paragraph = []
    list = null
  }

  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd()
    if (line.trim() === '') {
      flush()
      continue
    }
    const heading = HEADING.exec(line)
    const bullet = BULLET.exec(line)
    const numbered = NUMBERED.exec(line)
    if (heading) {
      flush()
      blocks.push({ type: 'heading', content: parseInline(heading[1] ?? '') })
    } else if (bullet) {
      if (list?.type !== 'bullets') {
        flush()
        list = { type: 'bullets', items: [] }
      }
      list.items.push(parseInline(bullet[1] ?? ''))
    } else if (numbered) {
      if (list?.type !== 'numbered') {
        flush()
        list = { type: 'numbered', start: Number(numbered[1]), items: [] }
      }
      list.items.push(parseInline(numbered[2] ?? ''))
    } else if (list && /^\s+/.test(rawLine)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1]?.push({ type: 'text', text: ' ' }, ...parseInline(line.trim()))
    } else {
      if (list) flush()
      paragraph.push(parseInline(line.trim()))
    }
  }
  flush()
  return blocks
}
