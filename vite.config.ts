import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { firstLoadChunks } from './build-tools/first-load-chunks'
import { lucideIcons } from './build-tools/icons'
import { inlineScript } from './build-tools/inline-script'
import { serverHandle } from './build-tools/server-handle'

export default defineConfig({
  // firstLoadChunks: every page's script in a framework chunk and a frame chunk.
  plugins: [inlineScript(), lucideIcons(), tailwindcss(), reactRouter(), serverHandle(), firstLoadChunks()],
  // The `~` alias is defined once, in tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  // Imported constants (ids, paths, limits) are written where they are used: a module of constants
  // then costs a page no chunk, no import and no name (docs/decisions/0007).
  build: { rolldownOptions: { optimization: { inlineConst: true } } },
})
