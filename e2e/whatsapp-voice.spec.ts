import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { fakeGeminiURL, testGeminiKey } from '../playwright.config'
import {
  audio,
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_VERIFY_TOKEN,
  FAKE_WHATSAPP_TOKEN,
  startFakeWhatsApp,
} from '../tests/fake-whatsapp.mjs'
import { makeVoiceNote, VOICE_NOTE_TYPE } from '../tests/voice-note'

// A farmer's Kiswahili voice note, end to end through the production build with WHATSAPP_VOICE on:
// the fake Graph API (in this test, on FAKE_WHATSAPP_PORT) posts the signed event to the server's
// webhook and serves the note; the server hears it through the suite's fake Gemini and sends the
// answer back as text, which the fake records as the farmer's phone would show it.

const FARMER = { phone: '254711222333' }
const fakeWhatsAppPort = Number(process.env.FAKE_WHATSAPP_PORT ?? Number(process.env.FAKE_GEMINI_PORT ?? 3199) - 3)

test('a voice note in Kiswahili is heard and answered as text in Kiswahili, with voice notes on', async () => {
  // The server renders every public page before it is ready: most of a minute on a busy machine.
  test.setTimeout(180_000)
  const spoken = 'Nifanye nini na viwavijeshi kwenye mahindi yangu?'
  const fake = await startFakeWhatsApp({ port: fakeWhatsAppPort })
  const port = Number(process.env.E2E_PORT ?? 3100) + 8
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['build/server-app/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: 'https://tujue.example',
      DATABASE_URL: `file:${path.join(mkdtempSync(path.join(tmpdir(), 'tujue-whatsapp-voice-')), 'db.sqlite')}`,
      GEMINI_API_KEY: testGeminiKey,
      GEMINI_API_BASE_URL: fakeGeminiURL,
      WHATSAPP_GRAPH_BASE_URL: fake.graphBaseUrl,
      WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
      WHATSAPP_VERIFY_TOKEN: FAKE_VERIFY_TOKEN,
      WHATSAPP_APP_SECRET: FAKE_APP_SECRET,
      WHATSAPP_VOICE: 'on',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  })
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, { timeout: 150_000 })
      .toBe(200)
    fake.setWebhook(`${origin}/channels/whatsapp`)
    const note = makeVoiceNote(spoken)
    const posted = await fake.post(audio(FARMER, fake.addMedia(note, VOICE_NOTE_TYPE)))
    expect(posted.status).toBe(200)

    await expect.poll(() => fake.inbox(FARMER.phone).length, { timeout: 30_000 }).toBe(2)
    const [answer, menu] = fake.inbox(FARMER.phone)
    expect(answer?.type).toBe('text')
    const text: string = answer?.body.text.body
    expect(text.split('\n\n')[0]).toBe(`Nimesikia: "${spoken}". Kama sikukusikia vizuri, tafadhali andika swali lako.`)
    expect(text).toContain('Kagua shamba lako la mahindi kila wiki, *angalia majani machanga*.')
    expect(text).toMatch(/Soma zaidi:\n• .+: https:\/\/tujue\.example\/sw\/articles\//)
    expect(menu?.body.interactive.body.text).toBe('Kuna jingine? Uliza tena, tuma picha, au chagua:')
    expect(
      menu?.body.interactive.action.buttons.map((button: { reply: { title: string } }) => button.reply.title),
    ).toEqual(['Uliza mtaalamu', 'Miongozo', 'Lugha'])
  } finally {
    server.kill()
    await fake.close()
  }
})
