// A farmer's voice note as WhatsApp sends it (Opus in Ogg, 16 kHz mono, about 16 kbit/s), made
// here from words: espeak-ng speaks them (a Kiswahili voice by default), sox makes them 16 kHz
// mono and opusenc (opus-tools; Debian's sox cannot write Opus) encodes them. The words ride in
// the note's tags as SPOKEN, for the fake Gemini, which cannot listen, to "hear" (fake-gemini.mjs).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** WhatsApp's type for a voice note, as the media endpoint and the webhook give it. */
export const VOICE_NOTE_TYPE = 'audio/ogg; codecs=opus'

const made = new Map<string, Buffer>()

export function makeVoiceNote(words: string, { voice = 'sw' }: { voice?: string } = {}): Buffer {
  const key = `${voice}:${words}`
  const known = made.get(key)
  if (known) return known
  const dir = mkdtempSync(path.join(tmpdir(), 'voice-note-'))
  try {
    const spoken = path.join(dir, 'spoken.wav')
    const phone = path.join(dir, 'phone.wav')
    const note = path.join(dir, 'note.ogg')
    execFileSync('espeak-ng', ['-v', voice, '-s', '140', '-w', spoken, words])
    execFileSync('sox', [spoken, '-r', '16000', '-c', '1', phone])
    execFileSync('opusenc', ['--quiet', '--bitrate', '16', '--comment', `SPOKEN=${words}`, phone, note])
    const bytes = readFileSync(note)
    made.set(key, bytes)
    return bytes
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
