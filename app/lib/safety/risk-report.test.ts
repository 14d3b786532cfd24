import { MAX_RISK_LINE, parseRiskLine, splitRiskReport } from './risk-report'

async function* pieces(...texts: string[]): AsyncGenerator<string, 'end'> {
  for (const text of texts) yield text
  return 'end'
}

async function readAll(split: Awaited<ReturnType<typeof splitRiskReport<'end'>>>) {
  let text = ''
  for (;;) {
    const next = await split.text.next()
    if (next.done) return { text, end: next.value }
    text += next.value
  }
}

describe('parseRiskLine', () => {
  it('reads known kinds in the taxonomy’s order, and none', () => {
    expect(parseRiskLine('RISK: vet-medicine, people-exposed')).toEqual({
      kinds: ['people-exposed', 'vet-medicine'],
      unknown: [],
    })
    expect(parseRiskLine('RISK: none')).toEqual({ kinds: [], unknown: [] })
  })
  it('forgives markdown, case and spaces or underscores in names, and keeps unknown names apart', () => {
    expect(parseRiskLine('**Risk:** Vet_Medicine; sudden death; bananas')).toEqual({
      kinds: ['sudden-death', 'vet-medicine'],
      unknown: ['bananas'],
    })
  })
  it('is null for a line that is no report', () => {
    expect(parseRiskLine('Risky practices include burning')).toBeNull()
    expect(parseRiskLine('For maize in Mwea, plant early.')).toBeNull()
  })
})

describe('splitRiskReport', () => {
  it('holds the first line back until it is whole, across pieces, and strips it', async () => {
    const split = await splitRiskReport(pieces('RI', 'SK: pest', 'icide\nFor maize', ' in Mwea.'))
    expect(split.report?.kinds).toEqual(['pesticide'])
    expect(await readAll(split)).toEqual({ text: 'For maize in Mwea.', end: 'end' })
  })
  it('passes an answer without a report through whole', async () => {
    const split = await splitRiskReport(pieces('For maize\n', 'plant early.'))
    expect(split.report).toBeNull()
    expect((await readAll(split)).text).toBe('For maize\nplant early.')
  })
  it('gives up waiting for a line that never ends, and lets it through', async () => {
    const long = 'word '.repeat(MAX_RISK_LINE / 4)
    const split = await splitRiskReport(pieces(long, 'more'))
    expect(split.report).toBeNull()
    expect((await readAll(split)).text).toBe(`${long}more`)
  })
  it('reads an answer that is only its report line', async () => {
    const split = await splitRiskReport(pieces('RISK: none'))
    expect(split.report).toEqual({ kinds: [], unknown: [] })
    expect((await readAll(split)).text).toBe('')
  })
  it('throws a failure that comes before the line is whole', async () => {
    async function* failing(): AsyncGenerator<string, 'end'> {
      yield 'RISK: pe'
      throw new Error('upstream broke')
    }
    await expect(splitRiskReport(failing())).rejects.toThrow('upstream broke')
  })
})
