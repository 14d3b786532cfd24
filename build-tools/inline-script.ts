import { build, type Plugin } from 'vite'

const PREFIX = 'inline-script:'
const RESOLVED = `\0${PREFIX}`

/**
 * `import code from 'inline-script:./file.ts'` gives the file, bundled and minified as one
 * self-running script, as a string: for the few lines a page must run inline, before any
 * module has loaded (the press keeper). The source stays a real module: type-checked, linted
 * and unit-tested like the rest.
 */
export function inlineScript(): Plugin {
  return {
    name: 'tujue:inline-script',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.startsWith(PREFIX)) return null
      const resolved = await this.resolve(source.slice(PREFIX.length), importer, { skipSelf: true })
      if (!resolved) throw new Error(`inline-script: cannot find ${source} (imported by ${importer})`)
      return RESOLVED + resolved.id
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null
      const file = id.slice(RESOLVED.length)
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          target: 'es2020',
          lib: { entry: file, formats: ['iife'], name: 'inlineScript' },
          rollupOptions: { output: { inlineDynamicImports: true } },
        },
      })
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
        'output' in result ? result.output : [],
      )
      const code = chunks.find((chunk) => chunk.type === 'chunk')?.code
      if (!code) throw new Error(`inline-script: building ${file} gave no script`)
      for (const watched of chunks.flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules) : []))) {
        this.addWatchFile(watched)
      }
      return `export default ${JSON.stringify(code.trim())}`
    },
  }
}
