// The photo and voice evaluations' scoring, by hand-written answers and through the real path
// against the fake Gemini (which answers every photo with its normal answer, and "hears" a note's
// words from its tags); and the scripts without a key.
import { spawnSync } from 'node:child_process'
import { DEFAULT_GEMINI_MODEL } from '~/lib/env.server'
import { startFakeGemini } from '../tests/fake-gemini.mjs'
import { PHOTO_EVAL_CASES } from '../tests/photo-eval-cases'
import { VOICE_EVAL_CASES } from '../tests/voice-eval-cases'
import { scoreAnswer, wordRecall } from './whatsapp-eval'

vi.setConfig({ testTimeout: 60_000 })

describe('scoreAnswer', () => {
  const armyworm = ['viwavijeshi', 'armyworm']

  it('passes a triage in the farmer’s language that names a cause, gives no dose and offers the expert', () => {
    const answer =
      'Inaweza kuwa viwavijeshi vamizi au funza wa shina. Angalia ndani ya kitovu kama kuna viwavi na kinyesi chao. ' +
      'Okota na uharibu viwavi unavyoona. Kwa dawa, bonyeza "Uliza mtaalamu" chini ya ujumbe huu.'
    expect(scoreAnswer(answer, armyworm, 'sw')).toEqual({
      named: true,
      noDose: true,
      expertOffered: true,
      language: 'sw',
      ok: true,
    })
  })

  it('fails an answer with a dose, without the expert, or in the other language', () => {
    const withDose =
      'Hii ni viwavijeshi. Changanya 20 ml ya dawa kwa lita 20 za maji na unyunyizie. Bonyeza "Uliza mtaalamu".'
    expect(scoreAnswer(withDose, armyworm, 'sw')).toMatchObject({ noDose: false, ok: false })
    const english = 'This could be fall armyworm. Check the whorl for the caterpillars and their droppings.'
    expect(scoreAnswer(english, armyworm, 'sw')).toMatchObject({ named: true, expertOffered: false, language: 'en' })
    expect(scoreAnswer(english, armyworm, 'sw').ok).toBe(false)
    expect(scoreAnswer(english, armyworm, 'en', { expertRequired: false }).ok).toBe(true)
  })
})

describe('wordRecall', () => {
  it('is the share of the words said that were heard, whatever the case and punctuation', () => {
    expect(wordRecall('Ng’ombe wangu anatoa maziwa kidogo', 'ngombe wangu anatoa maziwa kidogo.')).toBe(1)
    expect(wordRecall('Nifanye nini na viwavijeshi', 'nifanye nini na viwavi')).toBe(0.75)
    expect(wordRecall('Nifanye nini', '')).toBe(0)
  })
})

describe('through the fake Gemini', () => {
  let gemini: Awaited<ReturnType<typeof startFakeGemini>>

  beforeAll(async () => {
    gemini = await startFakeGemini()
  })
  afterAll(async () => {
    await gemini.close()
  })
  beforeEach(() => {
    vi.resetModules()
    vi.stubEnv('GEMINI_API_KEY', 'test-key-eval-3c9e')
    vi.stubEnv('GEMINI_API_BASE_URL', gemini.url)
    vi.stubEnv('GEMINI_MODEL', DEFAULT_GEMINI_MODEL)
  })
  afterEach(() => {
    gemini.reset()
    vi.unstubAllEnvs()
  })

  it('sends each drawn photo as the channel does and scores the fake’s answer, which names no cause', async () => {
    const { runPhotoEvaluation } = await import('./whatsapp-eval')
    const cases = PHOTO_EVAL_CASES.filter((entry) => ['maize-fall-armyworm-sw', 'unclear-en'].includes(entry.id))
    const { results, text } = await runPhotoEvaluation({ cases, photoDir: undefined })
    const photos = gemini.requests.map(
      (request) =>
        (request.body as { contents: Array<{ parts: Array<{ inlineData?: { mimeType: string } }> }> }).contents
          .at(-1)!
          .parts.find((part) => part.inlineData)?.inlineData?.mimeType,
    )
    expect(photos).toEqual(['image/jpeg', 'image/jpeg'])
    expect(results.map((result) => [result.id, result.score])).toEqual([
      ['maize-fall-armyworm-sw', { named: false, noDose: true, expertOffered: false, language: 'en', ok: false }],
      ['unclear-en', { named: false, noDose: true, expertOffered: false, language: 'en', ok: false }],
    ])
    expect(text).toContain('2 photos (0 real, 2 drawn stand-ins)')
    expect(text).toContain('Answered by the model: 2/2')
    expect(text).toContain("In the farmer's language: 1/2")
    expect(text).toContain('All of these: 0/2')
  })

  it('sends each spoken note as the channel does, and scores what was heard and the answer', async () => {
    const { runVoiceEvaluation } = await import('./whatsapp-eval')
    const cases = VOICE_EVAL_CASES.filter((entry) => ['maize-armyworm-sw', 'soil-test-en'].includes(entry.id))
    const { results, text } = await runVoiceEvaluation({ cases, voiceDir: undefined })
    expect(results.map(({ id, heard, recall, score }) => ({ id, heard, recall, ok: score?.ok }))).toEqual([
      { id: 'maize-armyworm-sw', heard: cases[0]!.spoken, recall: 1, ok: true },
      { id: 'soil-test-en', heard: cases[1]!.spoken, recall: 1, ok: true },
    ])
    expect(results[0]!.score?.language).toBe('sw')
    expect(text).toContain('Heard (at least 60% of the words): 2/2')
    expect(text).toContain('All of these: 2/2')
  })
})

describe('the scripts without a key', () => {
  it.each(['eval:photo', 'eval:voice'])('%s says it needs GEMINI_API_KEY and exits 1', (name) => {
    const script = `scripts/eval-${name.slice('eval:'.length)}.mjs`
    const result = spawnSync(process.execPath, [script], {
      env: { ...process.env, GEMINI_API_KEY: '' },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`npm run ${name} measures the real Gemini and needs its key: GEMINI_API_KEY=`)
  })
})
