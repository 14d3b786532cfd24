import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { inlineScript } from './build-tools/inline-script'
import { lucideIcons } from './build-tools/lucide-icons'

export default defineConfig({
  plugins: [inlineScript(), lucideIcons(), tailwindcss(), reactRouter()],
  // The `~` alias is defined once, in tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
})
