import { expect, type Page } from '@playwright/test'
import { portugueseWords } from '../helpers/portuguese-words'

/**
 * Fails when the visible text of the page (dialogs included) has a Portuguese word. A native
 * select's options are left out: the time-zone list holds IANA names ('America/Nome').
 */
export async function expectNoPortuguese(page: Page, except: string[] = []) {
  const text = await page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: only what is visible counts
    let visible = document.body.innerText
    for (const select of document.querySelectorAll('select')) {
      // biome-ignore lint/performance/useDomNodeTextContent: the options as shown
      visible = visible.replace(select.innerText, ' ')
    }
    return visible
  })
  expect(portugueseWords(text, except), 'Portuguese words on an English screen').toEqual([])
}
