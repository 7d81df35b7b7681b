import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe on the page, with the rules tagged 'experimental' that we hold ourselves to enabled too:
 * 'label-content-name-mismatch' (a control's accessible name must contain its visible text,
 * WCAG 2.5.3) does not run by default.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  })
}
