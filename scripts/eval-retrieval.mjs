// `npm run eval:retrieval`: how often the assistant's retrieval finds the guide a human
// expert would cite (scripts/retrieval-eval.ts). Loads the TypeScript through Vite's module
// runner, with the app's `~` alias (tsconfig.json's `paths`); exits 1 below the target of 90% in the top 3.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const { module } = await runnerImport(fileURLToPath(new URL('./retrieval-eval.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
  resolve: { tsconfigPaths: true },
})
const { text, isOnTarget } = module.runEvaluation()
console.log(text)
if (!isOnTarget) {
  console.error('\nBelow the target: the expected guide must be in the top 3 for at least 90% of the questions.')
  process.exitCode = 1
}
