// `npm run eval:photo`: the photos of tests/photo-eval-cases.ts through WhatsApp's photo path to
// the real Gemini (GEMINI_API_KEY), scored (scripts/whatsapp-eval.ts). Real photos in
// PHOTO_EVAL_DIR (`<id>.jpg`) replace the drawn stand-ins. A measurement, not a gate: not in CI.
import { runWhatsAppEval } from './whatsapp-eval-runner.mjs'

await runWhatsAppEval('runPhotoEvaluation', 'eval:photo')
