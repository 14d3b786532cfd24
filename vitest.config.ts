import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { lucideIcons } from './build-tools/icons'

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  // The icons are compiled from the Iconify lucide set, in tests as in the build.
  plugins: [lucideIcons()],
  resolve: { tsconfigPaths: true },
  test: {
    globals: true,
    environment: 'node',
    include: [
      'app/**/*.test.{ts,tsx}',
      'service-worker/**/*.test.ts',
      'server/**/*.test.{ts,mjs}',
      'scripts/**/*.test.{ts,mjs}',
      'build-tools/**/*.test.ts',
    ],
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
    // Worker threads start faster than child processes. Each file still gets its own module graph
    // and environment.
    pool: 'threads',
    // One worker per core. Vitest's default leaves one core to its main process, which on a
    // 2-core CI machine ran the files one at a time.
    maxWorkers: availableParallelism(),
  },
})
