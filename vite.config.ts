import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { shellChunks } from './scripts/vite-chunks'

const API_PORT = Number(process.env.API_PORT ?? 3001)

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // BUNDLE_SOURCEMAP=1: source maps, to see which modules make up each chunk
  build: {
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // issue 16: the libraries every signed-in page loads first, a file per family instead
        // of dozens of small chunks (fewer requests, better compression). Each group is used
        // whole by the pages that load it, so no group pulls another page's library along
        // (the auth pages take the auth client and zod without the query library).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-jitless/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: 'auth-client',
              test: /node_modules[\\/](better-auth|@better-auth|@better-fetch|better-call|nanostores|defu)[\\/]/,
            },
            {
              name: 'class-names',
              test: /node_modules[\\/](tailwind-merge|clsx|class-variance-authority)[\\/]/,
            },
            // the rest of what the signed-in shell loads first: two files (scripts/vite-chunks.ts)
            { name: shellChunks() },
          ],
        },
      },
    },
  },
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      // zod with the app's settings (no eval under the pages' CSP), before any schema is built
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/web/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: `http://localhost:${API_PORT}`, changeOrigin: false },
      // the student's page (/a/<token>) is server-rendered by the API server
      '/a/': { target: `http://localhost:${API_PORT}`, changeOrigin: false },
    },
  },
})
