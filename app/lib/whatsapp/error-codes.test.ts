import { graphErrorAction } from './error-codes'

describe('what a Graph API error means for the message', () => {
  it('sends the template path for a closed window, never a retry of free text', () => {
    expect(graphErrorAction(131047, 400)).toEqual({ kind: 'window-closed' })
  })

  it('waits and tries again after the throughput and pair-rate limits, sooner for the pair rate than for spam', () => {
    const pair = graphErrorAction(131056, 429)
    const spam = graphErrorAction(131048, 429)
    expect(graphErrorAction(130429, 429)).toMatchObject({ kind: 'retry' })
    expect(pair).toMatchObject({ kind: 'retry' })
    expect(spam).toMatchObject({ kind: 'retry' })
    if (pair.kind === 'retry' && spam.kind === 'retry') expect(pair.afterMs).toBeLessThan(spam.afterMs)
  })

  it('keeps the message waiting, and the operator told, when the account or its token is refused', () => {
    for (const code of [0, 190, 368, 131031, 131042, 132001]) {
      expect(graphErrorAction(code, 400)).toMatchObject({ kind: 'settings' })
    }
  })

  it('gives up on a message the farmer cannot get', () => {
    expect(graphErrorAction(131026, 400)).toEqual({ kind: 'final' })
  })

  it('decides an unknown code by its HTTP status: Meta’s trouble passes, ours does not', () => {
    expect(graphErrorAction(999_999, 503)).toMatchObject({ kind: 'retry' })
    expect(graphErrorAction(undefined, 429)).toMatchObject({ kind: 'retry' })
    expect(graphErrorAction(999_999, 403)).toMatchObject({ kind: 'settings' })
    expect(graphErrorAction(999_999, 400)).toEqual({ kind: 'final' })
  })
})
