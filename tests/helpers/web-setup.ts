import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import '../../src/web/lib/i18n'
import '../../src/web/locales/auth'
import '../../src/web/locales/app'

afterEach(() => cleanup())
