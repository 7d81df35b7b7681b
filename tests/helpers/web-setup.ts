import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { DEFAULT_FORMATS } from '../../src/shared/domain/locale'
import { setUnauthenticatedHandler } from '../../src/web/lib/api-client'
import { setFormats, setTimeZone } from '../../src/web/lib/formats'
import { i18n } from '../../src/web/lib/i18n'
import '../../src/web/locales/auth'
import '../../src/web/locales/app'
import { loadMessages } from '../../src/web/lib/messages'

/*
 * Runs before each component test file. The files share one worker's modules and page
 * (vitest.config.ts: the web project's `isolate: false`), so this file gives each of them the
 * start a fresh process would: what one file changed in a shared module or on the page is put
 * back here, before the next file loads.
 */

/**
 * sonner's `toast`, one spy for every file: components keep the `toast` they imported the first
 * time they loaded, in whichever file that was, so each file's own mock would not be theirs.
 * Kept on globalThis because this file (and its mock factory) runs again for every file, and
 * vi.resetModules() (messages.test.ts) renews the modules. Reset before each test; the rest of
 * sonner (the Toaster) is the real one.
 */
const TOAST_METHODS = [
  'success',
  'error',
  'info',
  'warning',
  'message',
  'loading',
  'custom',
  'promise',
  'dismiss',
  'getHistory',
  'getToasts',
] as const
type ToastSpy = ReturnType<typeof vi.fn> & {
  [K in (typeof TOAST_METHODS)[number]]: ReturnType<typeof vi.fn>
}
const toast = vi.hoisted(() => {
  const shared = globalThis as { quadraToastSpy?: ToastSpy }
  shared.quadraToastSpy ??= Object.assign(vi.fn(), {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    message: vi.fn(),
    loading: vi.fn(),
    custom: vi.fn(),
    promise: vi.fn(),
    dismiss: vi.fn(),
    getHistory: vi.fn(),
    getToasts: vi.fn(),
  })
  return shared.quadraToastSpy
})
vi.mock('sonner', async (importOriginal) => ({
  ...(await importOriginal<typeof import('sonner')>()),
  toast,
}))

beforeEach(() => {
  toast.mockReset()
  for (const name of TOAST_METHODS) toast[name].mockReset()
})

/** The page as the environment first made it (its address and language). */
const shared = globalThis as { quadraFirstPage?: { href: string; lang: string } }
shared.quadraFirstPage ??= { href: location.href, lang: document.documentElement.lang }
const firstPage = shared.quadraFirstPage

// what a file may leave behind: globals and env stubbed without undoing, fake timers, the
// page's language, address and storage, the app's language, formats and time zone
vi.unstubAllGlobals()
vi.unstubAllEnvs()
vi.useRealTimers()
document.documentElement.lang = firstPage.lang
document.body.innerHTML = ''
history.replaceState(null, '', firstPage.href)
localStorage.clear()
sessionStorage.clear()
await i18n.changeLanguage('pt-BR')
setFormats(DEFAULT_FORMATS)
setTimeZone(null)
setUnauthenticatedHandler(undefined)

// the messages catalogs load the first time a page speaks their language (~/lib/messages);
// here they are there from the start, as in the app once a page has loaded them
await Promise.all([loadMessages('pt-BR'), loadMessages('en')])

afterEach(() => cleanup())
