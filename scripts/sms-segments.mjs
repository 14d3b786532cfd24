// `npm run sms:segments`: the segments of 20 real answers before and after the GSM-7 normaliser
// (scripts/sms-segments.ts), as a Markdown table. Loads the TypeScript through Vite's module
// runner, with the app's `~` alias; exits 1 if an SMS as sent is over three segments or UCS-2.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const { module } = await runnerImport(fileURLToPath(new URL('./sms-segments.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
  resolve: { tsconfigPaths: true },
})
const rows = module.countAnswers()
console.log(module.formatRows(rows))
if (rows.some((row) => row.answerAfter.segments > 3 || row.answerAfter.encoding !== 'GSM-7')) {
  console.error('\nAn SMS as sent is over three segments or not GSM-7.')
  process.exitCode = 1
}
