// A farmer on WhatsApp, end to end through our webhook: the fake Graph API posts their signed
// messages, photos, voice notes and button taps, the channel answers, and what reaches the phone
// is read from the fake's record of what was sent. The AI service is the fake Gemini, or none.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_GEMINI_MODEL } from '~/lib/env.server'
import { NORMAL_ANSWER, startFakeGemini, VOICE_ANSWER_SW } from '../tests/fake-gemini.mjs'
import { audio, buttonReply, image, text } from '../tests/fake-whatsapp.mjs'
import { makeVoiceNote, VOICE_NOTE_TYPE } from '../tests/voice-note'
import { startWhatsAppServer, type WhatsAppServer } from '../tests/whatsapp-server'

const FARMER = { phone: '254712345678' }
const PHOTO_WITH_GPS = readFileSync(new URL('../tests/fixtures/leaf-with-gps.jpg', import.meta.url))

vi.setConfig({ testTimeout: 60_000 })

let gemini: Awaited<ReturnType<typeof startFakeGemini>>
let whatsApp: WhatsAppServer | undefined

beforeAll(async () => {
  gemini = await startFakeGemini()
})
afterAll(async () => {
  await gemini.close()
})
afterEach(async () => {
  await whatsApp?.close()
  whatsApp = undefined
  gemini.reset()
  vi.unstubAllEnvs()
})

async function start({ ai, voice = false }: { ai: boolean; voice?: boolean }) {
  vi.resetModules()
  vi.stubEnv('GEMINI_API_KEY', ai ? 'test-key-whatsapp-7a2d' : '')
  vi.stubEnv('GEMINI_API_BASE_URL', gemini.url)
  vi.stubEnv('GEMINI_MODEL', DEFAULT_GEMINI_MODEL)
  whatsApp = await startWhatsAppServer({ voice })
  return whatsApp
}

/** What exiftool reads in a JPEG's bytes: its tags, by group. */
function exifTags(bytes: Buffer) {
  const file = path.join(tmpdir(), `whatsapp-photo-${process.pid}-${Date.now()}.jpg`)
  writeFileSync(file, bytes)
  const [tags] = JSON.parse(execFileSync('exiftool', ['-json', '-G', file], { encoding: 'utf8' })) as Array<
    Record<string, unknown>
  >
  return Object.keys(tags ?? {}).filter((tag) => /^(EXIF|GPS|MakerNotes|XMP|IPTC|ICC_Profile):/.test(tag))
}

describe('a farmer on WhatsApp', () => {
  it('asks in Kiswahili and gets the answer with its guide links, then the reply buttons in Kiswahili', async () => {
    const { fake, settle, inbox } = await start({ ai: true })
    expect((await fake.post(text(FARMER, 'Nifanye nini na viwavijeshi kwenye mahindi yangu?'))).status).toBe(200)
    await settle()
    const messages = inbox(FARMER.phone)
    expect(messages).toHaveLength(2)
    // The model's markdown bold, in WhatsApp's own (*bold*).
    expect(messages[0]).toContain(NORMAL_ANSWER.slice(0, 40).replace('**', '*'))
    expect(messages[0]).toMatch(/Soma zaidi:\n• .+: https:\/\/tujue\.example\/sw\/articles\//)
    expect(messages[1]).toBe('Kuna jingine? Uliza tena, tuma picha, au chagua: [Uliza mtaalamu | Miongozo | Lugha]')
  })

  it('is answered once when Meta posts the same message twice', async () => {
    const { fake, settle, inbox } = await start({ ai: false })
    const payload = text(FARMER, 'How do I store my maize after harvest?')
    await fake.post(payload)
    await fake.post(payload)
    await settle()
    expect(inbox(FARMER.phone)).toHaveLength(2)
    // Marked read once, as it was taken.
    expect(fake.read).toEqual([payload.entry[0]!.changes[0]!.value.messages[0]!.id])
    expect(inbox(FARMER.phone)[1]).toMatch(/\[Ask an expert \| Guides \| Language\]$/)
  })

  it('sends a photo with GPS in its EXIF: the model gets it without any EXIF, and the farmer gets the triage and the expert offer', async () => {
    expect(exifTags(PHOTO_WITH_GPS)).toEqual(expect.arrayContaining(['EXIF:GPSLatitude', 'EXIF:Make']))
    const { fake, settle, inbox, db } = await start({ ai: true })
    const mediaId = fake.addMedia(PHOTO_WITH_GPS, 'image/jpeg')
    await fake.post(image(FARMER, mediaId, 'Majani yana madoa'))
    await settle()
    const { sent } = inlineDataSentToGemini()
    expect(sent?.mimeType).toBe('image/jpeg')
    const bytes = Buffer.from(sent!.data, 'base64')
    expect(exifTags(bytes)).toEqual([])
    expect(bytes.includes(Buffer.from('TECNO'))).toBe(false)
    const messages = inbox(FARMER.phone)
    expect(messages[0]).toContain('Ungependa mtaalamu aangalie picha hii?')
    const [stored] = await db.selectFrom('farmer_photos').selectAll().execute()
    expect(Math.max(stored!.width, stored!.height)).toBe(1024)
    expect(exifTags(Buffer.from(stored!.data_base64, 'base64'))).toEqual([])

    // Ask an expert: the photo and its caption reach the inbox, marked as come by WhatsApp.
    await fake.post(buttonReply(FARMER, 'expert', 'Uliza mtaalamu'))
    await settle()
    const request = await db.selectFrom('consultation_requests').selectAll().executeTakeFirstOrThrow()
    expect(request).toMatchObject({ channel: 'whatsapp', message: 'Majani yana madoa', phone: '+254712345678' })
    expect(inbox(FARMER.phone).at(-1)).toBe(
      `Ombi lako ${request.reference} limefika kwa wataalamu wetu. Watakujibu hapa ndani ya saa 24-48.`,
    )
    expect(await db.selectFrom('farmer_photos').select('consultation_id').execute()).toEqual([
      { consultation_id: request.id },
    ])

    // The expert answers in the inbox: inside the 24-hour window the reply goes as a message.
    const { answerConsultationRequest } = await import('~/features/expert-inbox/inbox.server')
    await answerConsultationRequest(db, {
      id: request.id,
      reply: 'Hii inaonekana kama ugonjwa wa madoa. Ondoa majani yaliyoathirika.',
      expertId: null as unknown as string,
      whatsApp: (answered) => ({ texts: [`Jibu la mtaalamu wetu kwa ${answered.reference}:\n\n${answered.reply}`] }),
    })
    await settle()
    expect(inbox(FARMER.phone).at(-1)).toBe(
      `Jibu la mtaalamu wetu kwa ${request.reference}:\n\nHii inaonekana kama ugonjwa wa madoa. Ondoa majani yaliyoathirika.`,
    )
  })

  it('is asked to type a voice note while voice notes are off, in their language', async () => {
    const { fake, settle, inbox } = await start({ ai: true })
    await fake.post(text(FARMER, 'What is the best maize variety for my farm?'))
    await fake.post(audio(FARMER, fake.addMedia(Buffer.from('OggS'), 'audio/ogg; codecs=opus')))
    await settle()
    expect(inbox(FARMER.phone).at(-1)).toBe(
      'Sorry, we cannot listen to voice notes yet. Please type your question, or send a photo of the plant or animal.',
    )
    expect(gemini.requests.filter((request) => JSON.stringify(request.body).includes('audio/ogg'))).toEqual([])
  })

  it('without the AI service gets the offline answer ending with the way to an expert from the chat, in both languages', async () => {
    const { fake, settle, inbox } = await start({ ai: false })
    const english = { phone: '254712000111' }
    await fake.post(text(english, 'How do I store my maize after harvest?'))
    await fake.post(text(FARMER, 'Nihifadhi vipi mahindi yangu baada ya kuvuna?'))
    await settle()
    const [answer, menu] = inbox(english.phone)
    expect(answer).toMatch(/^This is the offline assistant/)
    expect(answer).toContain(
      'For advice on your own farm, tap "Ask an expert" below or write EXPERT and your problem: an agricultural expert replies here within 24-48 hours. Or use the consultation form at https://tujue.example/contact',
    )
    expect(answer).not.toContain('on this page')
    expect(menu).toMatch(/\[Ask an expert \| Guides \| Language\]$/)
    const [jibu] = inbox(FARMER.phone)
    expect(jibu).toMatch(/^Huyu ni msaidizi wa nje ya mtandao/)
    expect(jibu).toContain(
      'bonyeza "Uliza mtaalamu" hapa chini au andika MTAALAMU na tatizo lako: mtaalamu wa kilimo atakujibu hapa ndani ya saa 24-48. Au tumia fomu ya ushauri kwenye https://tujue.example/sw/contact',
    )
    expect(jibu).not.toContain('ukurasa huu')
  })

  it('sends a Kiswahili voice note with voice notes on: the model hears the note itself, and the answer comes back as text in Kiswahili, starting with what was heard', async () => {
    const spoken = 'Nifanye nini na viwavijeshi kwenye mahindi yangu?'
    const note = makeVoiceNote(spoken)
    expect(note.subarray(0, 4).toString('latin1')).toBe('OggS')
    expect(note.includes('OpusHead')).toBe(true)
    const { fake, settle, inbox } = await start({ ai: true, voice: true })
    await fake.post(audio(FARMER, fake.addMedia(note, VOICE_NOTE_TYPE)))
    await settle()
    const { call, sent } = inlineDataSentToGemini()
    expect(sent?.mimeType).toBe('audio/ogg')
    expect(Buffer.from(sent!.data, 'base64').equals(note)).toBe(true)
    expect(JSON.stringify(call?.body)).toContain('Answer in Kiswahili')
    const messages = inbox(FARMER.phone)
    expect(messages).toHaveLength(2)
    expect(messages[0]!.split('\n\n')[0]).toBe(
      `Nimesikia: "${spoken}". Kama sikukusikia vizuri, tafadhali andika swali lako.`,
    )
    expect(messages[0]).toContain(VOICE_ANSWER_SW.slice(0, 40).replace('**', '*'))
    expect(messages[0]).toMatch(/Soma zaidi:\n• .+: https:\/\/tujue\.example\/sw\/articles\//)
    expect(fake.sent.every((message) => message.type !== 'audio')).toBe(true)
    expect(messages[1]).toBe('Kuna jingine? Uliza tena, tuma picha, au chagua: [Uliza mtaalamu | Miongozo | Lugha]')
  })

  it('asks an expert by typing MTAALAMU after a question, or EXPERT with the problem, as the offline answer says', async () => {
    const { fake, settle, inbox, db } = await start({ ai: false })
    await fake.post(text(FARMER, 'Nihifadhi vipi mahindi yangu baada ya kuvuna?'))
    await settle()
    await fake.post(text(FARMER, 'Mtaalamu'))
    await settle()
    const english = { phone: '254712000222' }
    await fake.post(text(english, 'EXPERT: my goat is coughing and has a runny nose'))
    await settle()
    const requests = await db
      .selectFrom('consultation_requests')
      .select(['message', 'phone', 'reference', 'channel'])
      .orderBy('created_at')
      .execute()
    expect(requests.map(({ message, phone, channel }) => ({ message, phone, channel }))).toEqual([
      { message: 'Nihifadhi vipi mahindi yangu baada ya kuvuna?', phone: '+254712345678', channel: 'whatsapp' },
      { message: 'my goat is coughing and has a runny nose', phone: '+254712000222', channel: 'whatsapp' },
    ])
    expect(inbox(FARMER.phone).at(-1)).toBe(
      `Ombi lako ${requests[0]!.reference} limefika kwa wataalamu wetu. Watakujibu hapa ndani ya saa 24-48.`,
    )
    expect(inbox(english.phone)).toEqual([
      `Your request ${requests[1]!.reference} is with our experts. They will answer here within 24-48 hours.`,
    ])
  })

  it('is known by the business-scoped id alone, answered through it', async () => {
    const { fake, settle } = await start({ ai: false })
    await fake.post(text({ userId: 'KE.1502576394655843' }, 'Ng’ombe wangu hali chakula'))
    await settle()
    expect(fake.sent.map((message) => message.recipient)).toEqual(['KE.1502576394655843', 'KE.1502576394655843'])
  })

  it('changes language with the Language button', async () => {
    const { fake, settle, inbox } = await start({ ai: false })
    await fake.post(buttonReply(FARMER, 'language', 'Lugha'))
    await settle()
    expect(inbox(FARMER.phone)).toEqual(['Tutumie lugha gani? / Which language shall we use? [Kiswahili | English]'])
    await fake.post(buttonReply(FARMER, 'lang:en', 'English'))
    await settle()
    expect(inbox(FARMER.phone).at(-1)).toBe('We will write to you in English. Ask your question.')
  })
})

/** The first answer the fake Gemini was asked for, and the photo or voice note (inline data) of its last turn. */
function inlineDataSentToGemini() {
  const call = gemini.requests.find((request) => request.path.includes(':streamGenerateContent'))
  const parts = (
    call?.body as { contents: Array<{ parts: Array<{ inlineData?: { data: string; mimeType: string } }> }> }
  ).contents.at(-1)!.parts
  return { call, sent: parts.find((part) => part.inlineData)?.inlineData }
}
