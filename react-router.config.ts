import type { Config } from '@react-router/dev/config'

/** The public pages, prerendered to real HTML at build time (title, meta, content). */
export const PUBLIC_PAGES = [
  '/',
  '/pt',
  '/eng',
  '/test-en',
  '/test-pt',
  '/lead-form',
  '/lead-form/pt',
  '/lead-form/en',
]

export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets parallel work build side by side (default ./build).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: PUBLIC_PAGES,
  // React Router v8 behaviour, opted into now (no warnings, no migration later).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config
