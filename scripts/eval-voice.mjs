// `npm run eval:voice`: the voice notes of tests/voice-eval-cases.ts (spoken by espeak-ng, or
// recordings in VOICE_EVAL_DIR as `<id>.ogg`) through WhatsApp's voice path to the real Gemini
// (GEMINI_API_KEY), scored (scripts/whatsapp-eval.ts). A measurement, not a gate: not in CI.
import { runWhatsAppEval } from './whatsapp-eval-runner.mjs'

await runWhatsAppEval('runVoiceEvaluation', 'eval:voice')
