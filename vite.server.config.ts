import { defineConfig } from 'vite'

// Builds our Express server (server/index.ts) into build/server-app/ so that `npm start`
// runs plain JavaScript on Node 20. The React Router build is loaded beside it at run time.
// The operator's expert command (server/commands/expert.ts) is built beside it as expert.js.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    ssr: true,
    outDir: 'build/server-app',
    target: 'node20',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: { index: 'server/index.ts', expert: 'server/commands/expert.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
})
