import { describe, expect, it } from 'vitest'
import { uploadTypeOf } from './sheet-upload'

describe('uploadTypeOf', () => {
  it("sends a type the server takes as the file's own", () => {
    expect(uploadTypeOf({ type: 'text/csv' })).toBe('text/csv')
    expect(uploadTypeOf({ type: 'application/vnd.ms-excel' })).toBe('application/vnd.ms-excel')
    expect(uploadTypeOf({ type: 'TEXT/VCARD' })).toBe('text/vcard')
  })

  it('sends any other type, or none, as application/octet-stream', () => {
    expect(uploadTypeOf({ type: '' })).toBe('application/octet-stream')
    expect(uploadTypeOf({ type: 'image/png' })).toBe('application/octet-stream')
  })
})
