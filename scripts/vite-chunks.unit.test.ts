import { describe, expect, it } from 'vitest'
import { type ModuleGraph, shellChunkOf, shellChunks } from './vite-chunks'

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
