// `npm run train:safety`: trains the risk classifier's statistical second opinion on the development
// question sets, prints the figures of leaving each set out, and writes the weights
// (scripts/train-safety-model.ts). Loads the TypeScript through Vite's module runner, with the
// app's `~` alias. Run it after changing a question set or the lexicon, then `npm run eval:safety`.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const { module } = await runnerImport(fileURLToPath(new URL('./train-safety-model.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '~': fileURLToPath(new URL('../app', import.meta.url)) } },
})
const { text } = await module.trainAndWrite()
console.log(`Leaving each development set out (trained on the others, measured on it):\n\n${text}`)
console.log(`\nWeights written to ${module.MODEL_FILE}`)
