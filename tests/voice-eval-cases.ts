// The voice notes of `npm run eval:voice`: questions farmers ask, spoken. Each note is made from
// `spoken` with espeak-ng (tests/voice-note.ts: a synthetic voice, clearer than a farmer in a
// windy field, so this measures the pipeline, not the model's ear for real speech). A provider
// with real recordings puts them in VOICE_EVAL_DIR as `<id>.ogg` (Opus, as WhatsApp sends them),
// with the words said in `spoken`, and the eval sends those instead.
export interface VoiceEvalCase {
  id: string
  /** The language spoken: the answer's. */
  lang: 'en' | 'sw'
  spoken: string
  /** A good answer names at least one of these (lower case). */
  expect: readonly string[]
}

export const VOICE_EVAL_CASES: VoiceEvalCase[] = [
  {
    id: 'maize-armyworm-sw',
    lang: 'sw',
    spoken: 'Nifanye nini na viwavijeshi kwenye mahindi yangu?',
    expect: ['viwavijeshi', 'viwavi', 'kiwavijeshi'],
  },
  {
    id: 'cow-milk-sw',
    lang: 'sw',
    spoken: 'Ng’ombe wangu anatoa maziwa kidogo, nimlishe nini?',
    expect: ['lishe', 'chakula', 'maji', 'majani', 'malisho'],
  },
  {
    id: 'maize-storage-sw',
    lang: 'sw',
    spoken: 'Nihifadhi vipi mahindi baada ya kuvuna ili yasiharibike?',
    expect: ['kausha', 'kukausha', 'unyevu', 'sumukuvu', 'mifuko'],
  },
  {
    id: 'chicken-vaccine-en',
    lang: 'en',
    spoken: 'When should I vaccinate my chickens against Newcastle disease?',
    expect: ['newcastle', 'vaccin'],
  },
  {
    id: 'tomato-wilt-en',
    lang: 'en',
    spoken: 'My tomato plants are wilting and dying, what can I do?',
    expect: ['wilt', 'bacterial', 'water', 'rotation'],
  },
  {
    id: 'soil-test-en',
    lang: 'en',
    spoken: 'How do I know which fertiliser my soil needs?',
    expect: ['soil test', 'test'],
  },
]
