import { describe, expect, it } from 'vitest'
import { PROGRESS_LIMITS } from '../constants'
import { sameWhatsappNumber, shortenText, whatsappDigits, whatsappUrl } from './whatsapp'

describe('whatsappDigits', () => {
  it('gives country code + number for a Brazilian mobile, null otherwise', () => {
    expect(whatsappDigits('+5511977776666')).toBe('5511977776666')
    expect(whatsappDigits('+551133334444')).toBeNull() // landline
    expect(whatsappDigits(null)).toBeNull()
    expect(whatsappDigits('')).toBeNull()
  })
})

describe('sameWhatsappNumber', () => {
  it('matches the same digits, and a Brazilian mobile written with or without its ninth digit', () => {
    expect(sameWhatsappNumber('5511977776666', '5511977776666')).toBe(true)
    expect(sameWhatsappNumber('551177776666', '5511977776666')).toBe(true)
    expect(sameWhatsappNumber('5511977776666', '551177776666')).toBe(true)
    expect(sameWhatsappNumber('5511977776667', '5511977776666')).toBe(false)
    expect(sameWhatsappNumber('551277776666', '5511977776666')).toBe(false)
    // only Brazil drops the ninth digit
    expect(sameWhatsappNumber('1212555012', '12129555012')).toBe(false)
    expect(sameWhatsappNumber('5511977776666', null)).toBe(false)
    expect(sameWhatsappNumber('', '')).toBe(false)
  })
})

describe('whatsappUrl', () => {
  it('encodes the text after the digits', () => {
    expect(whatsappUrl('5511977776666', 'Olá, Ana! Aula de hoje: 4/5 ⭐')).toBe(
      `https://wa.me/5511977776666?text=${encodeURIComponent('Olá, Ana! Aula de hoje: 4/5 ⭐')}`,
    )
    expect(whatsappUrl(null, 'oi')).toBe('https://wa.me/?text=oi')
  })

  it('stays under 2,000 characters by shortening the text, never splitting a character', () => {
    const text = `${'Ótimo treino de backhand 🎾 '.repeat(200)}fim`
    const url = whatsappUrl('5511977776666', text)
    expect(url.length).toBeLessThan(PROGRESS_LIMITS.whatsappUrlMax)
    const sent = decodeURIComponent(url.split('?text=')[1] ?? '')
    expect(sent.endsWith('…')).toBe(true)
    expect(text.startsWith(sent.slice(0, -1))).toBe(true)
    // as long as it can be: one more character would not fit
    expect(url.length).toBeGreaterThan(PROGRESS_LIMITS.whatsappUrlMax - 40)
  })

  it('keeps a text that fits untouched', () => {
    const text = 'a'.repeat(1900)
    expect(decodeURIComponent(whatsappUrl(null, text).split('?text=')[1] ?? '')).toBe(text)
  })
})

describe('shortenText', () => {
  it('cuts at max characters with an ellipsis, whole characters only', () => {
    expect(shortenText('abc', 5)).toBe('abc')
    expect(shortenText('abcdefgh', 5)).toBe('abcd…')
    expect(shortenText('😀😀😀😀😀😀', 4)).toBe('😀😀😀…')
    expect(Array.from(shortenText('x'.repeat(1000), 280))).toHaveLength(280)
  })
})
