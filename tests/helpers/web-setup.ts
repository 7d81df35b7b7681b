import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import '../../src/web/lib/i18n'
import '../../src/web/locales/auth'
import '../../src/web/locales/app'
import { loadMessages } from '../../src/web/lib/messages'

// the code's English messages load the first time a page speaks English (~/lib/messages);
// here they are there from the start, as in the app once an English page has loaded them
await loadMessages('en')

afterEach(() => cleanup())
