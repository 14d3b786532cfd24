// `npm run sources`: the guides' sources by kind (schema.ts `SOURCE_KINDS`), each address counted
// once, for every guide and for all of them together: the figures a guide's review or closing note
// gives. Loads the TypeScript content through Vite's module runner, like eval-retrieval.mjs.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const load = async (path) =>
  (
    await runnerImport(fileURLToPath(new URL(path, import.meta.url)), {
      configFile: false,
      logLevel: 'error',
      resolve: { tsconfigPaths: true },
    })
  ).module

const { topicGuides } = await load('../app/content/topics.ts')
const { countSourcesByKind } = await load('../app/content/source-rules.ts')
const { SOURCE_KINDS } = await load('../app/content/schema.ts')

const rows = [
  ...topicGuides.map((guide) => [guide.slug, guide.sources]),
  ['all guides', topicGuides.flatMap((guide) => guide.sources)],
].map(([name, sources]) => {
  const counts = countSourcesByKind(sources)
  return [name, ...SOURCE_KINDS.map((kind) => counts[kind]), Object.values(counts).reduce((a, b) => a + b, 0)]
})
const header = ['guide', ...SOURCE_KINDS, 'total']
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i]).length)))
for (const row of [header, ...rows])
  console.log(
    row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  '),
  )
