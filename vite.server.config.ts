import { defineConfig } from 'vite'

// Builds our Express server (server/index.ts) into build/server-app/ so that `npm start`
// runs plain JavaScript on Node 20. The React Router build is loaded beside it at run time.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    ssr: 'server/index.ts',
    outDir: 'build/server-app',
    target: 'node20',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'index.js' } },
  },
})
