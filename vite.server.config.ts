import { defineConfig } from 'vite'

// Builds our Express server (server/start.ts, then server/index.ts) into build/server-app/ so that `npm start`
// runs plain JavaScript on Node 20. The React Router build is loaded beside it at run time.
// The operator's commands (server/commands/expert.ts, requests.ts) are built beside it as expert.js and requests.js.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    ssr: true,
    outDir: 'build/server-app',
    target: 'node20',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: { index: 'server/start.ts', expert: 'server/commands/expert.ts', requests: 'server/commands/requests.ts' },
      // Shared chunks (and server/index.ts, loaded by start.ts) beside the entries: index.ts finds
      // the React Router build at `..` from its own file.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
})
