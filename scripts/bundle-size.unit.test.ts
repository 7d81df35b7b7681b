import { describe, expect, it } from 'vitest'
import {
  formatReport,
  initialFiles,
  lazyImports,
  type Manifest,
  pagesLoadingShell,
  parseManifest,
  reachableFiles,
  routeChain,
  staticImports,
} from './bundle-size'

const manifest: Manifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', module: '/assets/root.js', imports: ['/assets/react.js'] },
    'routes/app/layout': {
      id: 'routes/app/layout',
      parentId: 'root',
      module: '/assets/layout.js',
      clientLoaderModule: '/assets/layout-loader.js',
      imports: [],
    },
    'routes/app/dashboard': {
      id: 'routes/app/dashboard',
      parentId: 'routes/app/layout',
      module: '/assets/dashboard.js',
    },
    'routes/app/reports': {
      id: 'routes/app/reports',
      parentId: 'routes/app/layout',
      module: '/assets/reports.js',
    },
  },
}

const files: Record<string, string> = {
  '/assets/entry.js': 'import{a}from"./react.js";',
  '/assets/react.js': 'export const a=1',
  '/assets/root.js': 'import"./react.js";const l=()=>import("./sonner.js")',
  '/assets/layout.js': 'import{q}from "./query.js";',
  '/assets/layout-loader.js': '',
  '/assets/query.js': "import {a} from './react.js';",
  '/assets/dashboard.js': 'import{c}from"./charts.js"',
  '/assets/charts.js': '',
  '/assets/reports.js': 'import"./recharts.js"',
  '/assets/sonner.js': '',
}

describe('bundle-size', () => {
  it('reads the manifest script', () => {
    const parsed = parseManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`)
    expect(parsed.routes['routes/app/dashboard']?.parentId).toBe('routes/app/layout')
  })

  it('walks a route up to the root', () => {
    expect(routeChain(manifest, 'routes/app/dashboard')).toEqual([
      'root',
      'routes/app/layout',
      'routes/app/dashboard',
    ])
    expect(() => routeChain(manifest, 'nope')).toThrow(/no route/)
  })

  it('finds static imports only, not import()', () => {
    expect(
      staticImports('import{a}from"./x.js";import"./y.js";import("./lazy.js");from "../z.js"'),
    ).toEqual(['./x.js', './y.js', '../z.js'])
  })

  it("counts the route chain's modules and their static imports, not lazy chunks nor other routes", () => {
    const got = initialFiles(manifest, 'routes/app/dashboard', (p) => files[p] ?? '')
    expect(got.sort()).toEqual(
      [
        '/assets/charts.js',
        '/assets/dashboard.js',
        '/assets/entry.js',
        '/assets/layout-loader.js',
        '/assets/layout.js',
        '/assets/query.js',
        '/assets/react.js',
        '/assets/root.js',
      ].sort(),
    )
  })

  it('totals the gzip sizes and fails above the limit', () => {
    const sized = [
      { file: '/a.js', raw: 3000, gzip: 1024 * 100 },
      { file: '/b.js', raw: 2000, gzip: 1024 * 71 },
    ]
    expect(formatReport(sized).ok).toBe(true)
    expect(formatReport(sized, 171).ok).toBe(true)
    const over = formatReport(sized, 170)
    expect(over.ok).toBe(false)
    expect(over.text).toMatch(/171\.0 KB gzip in 2 files .*ABOVE the 170 KB limit/)
  })
})

describe('pages loading the shell', () => {
  const site: Manifest = {
    entry: { module: '/assets/entry.js' },
    routes: {
      root: { id: 'root', module: '/assets/root.js', imports: ['/assets/common.js'] },
      'routes/app/layout': {
        id: 'routes/app/layout',
        parentId: 'root',
        module: '/assets/layout.js',
        imports: ['/assets/shell-1.js'],
      },
      'routes/app/students': {
        id: 'routes/app/students',
        parentId: 'routes/app/layout',
        module: '/assets/students.js',
      },
      'routes/auth/login': {
        id: 'routes/auth/login',
        parentId: 'root',
        module: '/assets/login.js',
      },
      home: { id: 'home', parentId: 'root', module: '/assets/home.js' },
    },
  }
  const code: Record<string, string> = {
    '/assets/entry.js': '',
    '/assets/root.js': 'import"./common.js"',
    '/assets/common.js': 'const t=()=>import("./sonner.js")',
    '/assets/sonner.js': '',
    '/assets/layout.js': 'import"./shell-1.js"',
    '/assets/shell-1.js': '',
    '/assets/students.js': 'import"./shell-1.js"',
    '/assets/login.js': 'import"./form.js"',
    '/assets/form.js': '',
    '/assets/home.js': '',
    '/assets/dialog.js': 'import"./shell-1.js"',
  }

  it('finds lazy imports and preload lists, not static imports', () => {
    expect(
      lazyImports(
        'import"./a.js";const m=()=>import("./b.js");const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/c.js"])))=>i.map(i=>d[i])',
      ).sort(),
    ).toEqual(['./b.js', '/assets/c.js'])
  })

  it('follows lazy imports from the first files', () => {
    expect(reachableFiles(site, 'routes/auth/login', (f) => code[f] ?? '').sort()).toEqual([
      '/assets/common.js',
      '/assets/entry.js',
      '/assets/form.js',
      '/assets/login.js',
      '/assets/root.js',
      '/assets/sonner.js',
    ])
  })

  it('names the pages outside the signed-in area that can load the shell, at once or later', () => {
    expect(pagesLoadingShell(site, (f) => code[f] ?? '')).toEqual([])
    const leaky: Record<string, string> = {
      ...code,
      '/assets/home.js': 'const d=()=>import("./dialog.js")',
      '/assets/form.js': 'import"./shell-1.js"',
    }
    expect(pagesLoadingShell(site, (f) => leaky[f] ?? '')).toEqual(['routes/auth/login', 'home'])
  })
})
