import { describe, expect, it } from 'vitest'
import { oggOpusDurationMs } from './ogg-duration'

/** An Ogg page header: 'OggS', version 0, header type, the granule position, the rest zeros. */
function page(granule: bigint, payload: Buffer = Buffer.alloc(0)) {
  const header = Buffer.alloc(27)
  header.write('OggS', 0, 'latin1')
  header.writeBigInt64LE(granule, 6)
  return Buffer.concat([header, payload])
}

/** 'OpusHead' with one channel and a pre-skip of 312 samples (libopus' usual). */
function opusHead() {
  const head = Buffer.alloc(19)
  head.write('OpusHead', 0, 'latin1')
  head[8] = 1
  head[9] = 1
  head.writeUInt16LE(312, 10)
  return head
}

describe('oggOpusDurationMs', () => {
  it("reads the last page's granule position, less the pre-skip, at 48 kHz", () => {
    const file = Buffer.concat([
      page(0n, opusHead()),
      page(48_000n * 10n, Buffer.alloc(300, 7)),
      page(48_000n * 42n + 312n, Buffer.alloc(120, 9)),
    ])
    expect(oggOpusDurationMs(file)).toBe(42_000)
  })

  it('is null for other files', () => {
    expect(oggOpusDurationMs(Buffer.from('OggS fake opus voice message'))).toBeNull()
    expect(oggOpusDurationMs(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]))).toBeNull()
    // a Vorbis file: an Ogg whose first packet is no OpusHead
    expect(oggOpusDurationMs(Buffer.concat([page(0n), page(44_100n)]))).toBeNull()
    // the header only: no sample yet
    expect(oggOpusDurationMs(page(0n, opusHead()))).toBeNull()
  })
})
