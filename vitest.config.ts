import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    globals: true,
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,mjs}', 'scripts/**/*.test.{ts,mjs}'],
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
  },
})
