import type { Config } from '@react-router/dev/config'

import { PUBLIC_ALIASES, PUBLIC_PAGES } from './src/shared/site'

export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets parallel work build side by side (default ./build).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  // the public pages, prerendered to real HTML at build time (text, title, meta)
  // and the account pages: sign-in, forgot and new password (their forms work before and
  // without JavaScript), the e-mail confirmation (issue 16)
  prerender: [
    ...PUBLIC_PAGES.map((p) => p.path),
    ...Object.keys(PUBLIC_ALIASES),
    '/app/login',
    '/auth/forgot-password',
    '/auth/reset-password',
    '/auth/confirm',
  ],
  // React Router v8 behaviour, opted into now (no warnings, no migration later).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config
