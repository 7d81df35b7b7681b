/**
 * The length of an Ogg Opus file (a WhatsApp voice message, which says none of its own) from
 * its last page's granule position: Opus counts 48,000 samples a second, less the pre-skip its
 * header declares. Null for bytes that are no Ogg Opus file.
 */
export function oggOpusDurationMs(data: Buffer): number | null {
  const head = data.indexOf('OpusHead')
  // 'OpusHead', version, channels, then the pre-skip (16 bits, little-endian)
  if (head < 0 || head + 12 > data.length) return null
  const preSkip = data.readUInt16LE(head + 10)
  const last = data.lastIndexOf('OggS')
  // 'OggS', version, header type, then the granule position (64 bits, little-endian)
  if (last < 0 || last + 14 > data.length) return null
  const samples = Number(data.readBigInt64LE(last + 6)) - preSkip
  return samples > 0 ? Math.round(samples / 48) : null
}
