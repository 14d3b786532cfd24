// What eval-photo.mjs and eval-voice.mjs share: without GEMINI_API_KEY they say what they need
// and stop; with it, they load scripts/whatsapp-eval.ts through Vite's module runner (the app's
// `~` alias) and print its report.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

/** @param {'runPhotoEvaluation' | 'runVoiceEvaluation'} run @param {string} name */
export async function runWhatsAppEval(run, name) {
  if (!process.env.GEMINI_API_KEY) {
    console.error(
      `npm run ${name} measures the real Gemini and needs its key: GEMINI_API_KEY=… npm run ${name} ` +
        '(GEMINI_MODEL chooses the model). Each case is one call to the AI service.',
    )
    process.exitCode = 1
    return
  }
  const { module } = await runnerImport(fileURLToPath(new URL('./whatsapp-eval.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '~': fileURLToPath(new URL('../app', import.meta.url)) } },
  })
  const { text } = await module[run]()
  console.log(text)
}
