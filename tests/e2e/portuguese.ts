import { expect, type Page } from '@playwright/test'
import { portugueseWords } from '../helpers/portuguese-words'

/** Fails when the visible text of the page (dialogs included) has a Portuguese word. */
export async function expectNoPortuguese(page: Page, except: string[] = []) {
  // biome-ignore lint/performance/useDomNodeTextContent: only what is visible counts (innerText)
  const text = await page.locator('body').innerText()
  expect(portugueseWords(text, except), 'Portuguese words on an English screen').toEqual([])
}
