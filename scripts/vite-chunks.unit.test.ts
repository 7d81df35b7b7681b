import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  lucideExports,
  type ModuleGraph,
  radixExports,
  rewriteImports,
  shellChunkOf,
  shellChunks,
} from './vite-chunks'

const require = createRequire(import.meta.url)

describe('direct imports', () => {
  it("reads lucide-react's index: every name of an icon, to its file", () => {
    const index = [
      "import * as index from './icons/index.mjs';",
      "export { default as Bell, default as BellIcon, default as LucideBell } from './icons/bell.mjs';",
      "export { default as AlertTriangle, default as TriangleAlert } from './icons/triangle-alert.mjs';",
      "export { default as Icon } from './Icon.mjs';",
    ].join('\n')
    const found = lucideExports(index)
    expect(found.get('Bell')).toBe('./icons/bell.mjs')
    expect(found.get('LucideBell')).toBe('./icons/bell.mjs')
    expect(found.get('AlertTriangle')).toBe('./icons/triangle-alert.mjs')
    expect(found.has('Icon')).toBe(false) // not an icon: stays imported from the package
  })

  it('knows every icon and Radix package the app imports, from the installed indexes', () => {
    const lucideDir = path.dirname(
      require.resolve('lucide-react').replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs'),
    )
    const lucide = lucideExports(readFileSync(path.join(lucideDir, 'lucide-react.mjs'), 'utf8'))
    expect(lucide.get('CalendarDays')).toBe('./icons/calendar-days.mjs')
    expect(lucide.size).toBeGreaterThan(3000)
    const radixDir = path.dirname(require.resolve('radix-ui/package.json'))
    const radix = radixExports(readFileSync(path.join(radixDir, 'dist/index.mjs'), 'utf8'))
    expect(radix.get('Dialog')).toBe('@radix-ui/react-dialog')
    expect(radix.get('Slot')).toBe('@radix-ui/react-slot')
  })

  const targets = (pkg: string, name: string) => {
    if (pkg === 'lucide-react' && name.endsWith('Icon') === false && name !== 'createLucideIcon')
      return { file: `/icons/${name.toLowerCase()}.mjs`, as: 'default' as const }
    if (pkg === 'radix-ui' && name === 'Dialog')
      return { file: '/radix/dialog.mjs', as: 'namespace' as const }
    return undefined
  }

  it('rewrites named imports, aliased or not, and keeps the lines', () => {
    const code = [
      "import { useState } from 'react'",
      'import {',
      '  Bell,',
      '  Users as People,',
      "} from 'lucide-react'",
      "import { Dialog as DialogPrimitive } from 'radix-ui';",
      'export const x = 1',
    ].join('\n')
    const out = rewriteImports(code, ['lucide-react', 'radix-ui'], targets)
    expect(out?.split('\n')).toEqual([
      "import { useState } from 'react'",
      'import Bell from "/icons/bell.mjs"; import People from "/icons/users.mjs";',
      '',
      '',
      '',
      'import * as DialogPrimitive from "/radix/dialog.mjs";',
      'export const x = 1',
    ])
  })

  it('leaves what it does not know in a smaller import of the package', () => {
    const code = "import { Bell, createLucideIcon } from 'lucide-react'"
    expect(rewriteImports(code, ['lucide-react'], targets)).toBe(
      'import Bell from "/icons/bell.mjs"; import { createLucideIcon } from \'lucide-react\';',
    )
  })

  it('changes nothing in other packages or without a known name', () => {
    expect(rewriteImports("import { Bell } from 'bells'", ['lucide-react'], targets)).toBeNull()
    expect(
      rewriteImports("import { createLucideIcon } from 'lucide-react'", ['lucide-react'], targets),
    ).toBeNull()
    expect(rewriteImports("import { Tabs } from 'radix-ui'", ['radix-ui'], targets)).toBeNull()
  })
})

describe('shell chunks', () => {
  const E = '?__react-router-build-client-route'
  const R = '/app/src/web/routes'
  // importer → imported, statically or (`lazy`) through import()
  const edges: [string, string, 'lazy'?][] = [
    ['/app/src/web/entry.client.tsx', '/app/src/web/i18n.ts'],
    [`/app/src/web/root.tsx${E}`, '/app/src/web/root.tsx'],
    ['/app/src/web/root.tsx', '/app/src/web/button.tsx'],
    ['/app/src/web/root.tsx', '/app/src/web/toast.ts', 'lazy'],
    ['/app/src/web/toast.ts', '/app/icons/x.mjs'],
    [`${R}/app/layout.tsx${E}`, `${R}/app/layout.tsx`],
    [`${R}/app/layout.tsx`, '/app/src/web/sidebar.tsx'],
    ['/app/src/web/sidebar.tsx', '/app/src/web/button.tsx'],
    ['/app/src/web/sidebar.tsx', '/app/icons/x.mjs'],
    ['/app/src/web/sidebar.tsx', '/app/icons/users.mjs'],
    ['/app/src/web/sidebar.tsx', '/app/src/web/api-client.ts'],
    ['/app/src/web/sidebar.tsx', '/app/src/web/card.tsx'],
    [`${R}/app/dashboard.tsx${E}`, `${R}/app/dashboard.tsx`],
    [`${R}/app/dashboard.tsx`, '/app/src/web/stat-cards.tsx'],
    ['/app/src/web/stat-cards.tsx', '/app/src/web/badge.tsx'],
    [`${R}/app/students.tsx${E}`, `${R}/app/students.tsx`],
    [`${R}/app/students.tsx`, '/app/src/web/stat-cards.tsx'],
    [`${R}/app/students.tsx`, '/app/src/web/table.tsx'],
    [`${R}/auth/login.tsx${E}`, `${R}/auth/login.tsx`],
    [`${R}/auth/login.tsx`, '/app/src/web/api-client.ts'],
    [`${R}/public/home-pt.tsx${E}`, `${R}/public/home-pt.tsx`],
    [`${R}/public/home-pt.tsx`, '/app/src/web/badge.tsx'],
    [`${R}/public/lead-form.tsx${E}`, `${R}/public/lead-form.tsx`],
    [`${R}/public/lead-form.tsx`, '/app/src/web/dialog.tsx', 'lazy'],
    ['/app/src/web/dialog.tsx', '/app/src/web/card.tsx'],
    [`${R}/auth/confirm.tsx${E}`, `${R}/auth/confirm.tsx`],
    [`${R}/auth/confirm.tsx`, '/app/src/web/card.tsx'],
  ]
  const graph: ModuleGraph = {
    getModuleInfo(id) {
      return {
        importers: edges.filter(([, to, lazy]) => to === id && !lazy).map(([from]) => from),
        dynamicImporters: edges.filter(([, to, lazy]) => to === id && lazy).map(([from]) => from),
      }
    },
  }

  it('puts what every page imports in common', () => {
    expect(shellChunkOf('/app/src/web/i18n.ts', graph)).toBe('common')
    expect(shellChunkOf('/app/src/web/button.tsx', graph)).toBe('common')
  })

  it("keeps in the shell's own file what only signed-in pages use", () => {
    expect(shellChunkOf('/app/src/web/sidebar.tsx', graph)).toBe('shell')
    expect(shellChunkOf('/app/icons/users.mjs', graph)).toBe('shell')
  })

  it('names what the shell shares with account pages, public pages or both', () => {
    expect(shellChunkOf('/app/src/web/api-client.ts', graph)).toBe('shared-accounts')
    expect(shellChunkOf('/app/src/web/badge.tsx', graph)).toBe('shared-site')
    // the lead form loads the card later, through its dialog; the confirmation page at once
    expect(shellChunkOf('/app/src/web/card.tsx', graph)).toBe('shared-accounts-site')
    // any page may load the toasts, and with them the icon
    expect(shellChunkOf('/app/icons/x.mjs', graph)).toBe('shared-accounts-site')
  })

  it('leaves to the automatic chunking what the shell does not import statically', () => {
    expect(shellChunkOf('/app/src/web/table.tsx', graph)).toBeNull()
    expect(shellChunkOf('/app/src/web/toast.ts', graph)).toBeNull()
    expect(shellChunkOf('/app/src/web/dialog.tsx', graph)).toBeNull()
  })

  it('never captures an entry or a helper of the bundler', () => {
    const name = shellChunks()
    expect(name(`${R}/app/dashboard.tsx${E}`, graph)).toBeNull()
    expect(name('\0rolldown/runtime.js', graph)).toBeNull()
    expect(name('/app/src/web/sidebar.tsx', graph)).toBe('shell')
  })
})
