// The model's own report of the risk kinds, on the first line of its answer: `RISK: pesticide,
// vet-medicine` or `RISK: none` (the rules ask for it). The server reads that line and strips it
// before the farmer sees anything; a model that omits or garbles it loses nothing but its say.
import { RISK_KIND_IDS, type RiskKindId } from '~/content/safety/risk-kinds'

export interface RiskReport {
  /** The known kinds the line names, in the taxonomy's order. */
  kinds: RiskKindId[]
  /** Names on the line that are no kind of ours (logged, never trusted). */
  unknown: string[]
}

// A first line "RISK: …", allowing the markdown a model may wrap it in (**RISK:**, `RISK:`).
const RISK_LINE = /^[\s*_`#>]*risk[*_`]*\s*[:=\-–][*_`]*\s*(.*?)[\s*_`]*$/i

/** The report a first line makes, or null when the line is no risk report. */
export function parseRiskLine(line: string): RiskReport | null {
  const match = RISK_LINE.exec(line)
  if (!match) return null
  const names = (match[1] ?? '')
    .split(/[,;|/]+/)
    .map((name) =>
      name
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-')
        .replace(/[^a-z-]/g, ''),
    )
    .filter((name) => name !== '' && name !== 'none')
  const known = new Set<string>(RISK_KIND_IDS)
  return {
    kinds: RISK_KIND_IDS.filter((id) => names.includes(id)),
    unknown: names.filter((name) => !known.has(name)),
  }
}

/** How long a first line may grow before the answer is taken to have none. */
export const MAX_RISK_LINE = 200

export interface SplitAnswer<End> {
  /** The model's report; null when its answer did not begin with one. */
  report: RiskReport | null
  /** The answer's text without the report, as it arrives; returns what `pieces` returns. */
  text: AsyncGenerator<string, End>
}

/**
 * Reads the streamed pieces until the first line is whole (or the answer ends, or the line
 * outgrows MAX_RISK_LINE), takes the report off it, and hands on the rest as it arrives. A
 * failure of `pieces` before the line is whole is thrown here, before any text was relayed.
 */
export async function splitRiskReport<End>(pieces: AsyncIterator<string, End>): Promise<SplitAnswer<End>> {
  let held = ''
  let end: { value: End } | null = null
  for (;;) {
    const next = await pieces.next()
    if (next.done) {
      end = { value: next.value }
      break
    }
    held += next.value
    if (held.includes('\n') || held.length > MAX_RISK_LINE) break
  }
  const newline = held.indexOf('\n')
  const firstLine = newline === -1 ? held : held.slice(0, newline)
  const report = parseRiskLine(firstLine)
  const rest = report ? (newline === -1 ? '' : held.slice(newline + 1)) : held
  async function* text(): AsyncGenerator<string, End> {
    if (rest !== '') yield rest
    if (end) return end.value
    for (;;) {
      const next = await pieces.next()
      if (next.done) return next.value
      yield next.value
    }
  }
  return { report, text: text() }
}
