import { Inflate } from 'fflate'
import { msg } from '../../../shared/messages'
import { ImportRefusal } from './import-grid'

/**
 * What a workbook's parts may take once inflated: a sheet of 5,000 students with 100 columns is
 * some 20 MB of XML, so more is a file made to exhaust the server (a zip bomb) or far beyond
 * what the import takes anyway.
 */
export const INFLATE_LIMITS = { part: 50 * 1024 * 1024, total: 100 * 1024 * 1024 } as const

/**
 * DEFLATE expands a byte to at most ~1 kB (258 bytes in two bits): compressed bytes are handed
 * to the inflater in steps of what the room left can take, so a part that lies about its size
 * is stopped within ~1 MB past it, not after a step of many megabytes.
 */
const MAX_RATIO = 1024
const STEP = { min: 1024, max: 64 * 1024 }

interface ZipEntry {
  name: string
  flags: number
  method: number
  compressedSize: number
  size: number
  headerOffset: number
}

/** The parts of a zip file (an .xlsx or an .ods), each inflated on demand within the limits. */
export interface ZipParts {
  has(name: string): boolean
  /** The part's text (UTF-8), or null when the zip has no such part. */
  text(name: string): string | null
  /** The part's bytes, or null when the zip has no such part. */
  bytes(name: string): Uint8Array | null
}

/** 'PK\x03\x04': a zip file's first bytes (every .xlsx, .ods and .docx). */
export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4

/**
 * The parts of a zip, read from its central directory. Nothing is inflated here: a part is
 * inflated when asked for, after its declared size is checked against the limits, and never
 * past that size, so a header that lies about it cannot make the part grow past them either.
 * Throws ImportRefusal past a limit, Error when the zip is damaged (a lying header included).
 */
export function openZip(
  bytes: Uint8Array,
  limits: { part: number; total: number } = INFLATE_LIMITS,
): ZipParts {
  const entries = centralDirectory(bytes)
  let inflated = 0
  const bytesOf = (name: string) => {
    const entry = entries.get(name)
    if (!entry) return null
    if (entry.size > limits.part || inflated + entry.size > limits.total)
      throw new ImportRefusal(msg('import.workbookTooLarge'))
    const data = inflateEntry(bytes, entry)
    inflated += data.length
    return data
  }
  return {
    has: (name) => entries.has(name),
    bytes: bytesOf,
    text: (name) => {
      const data = bytesOf(name)
      return data && new TextDecoder('utf-8').decode(data)
    },
  }
}

function centralDirectory(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u16 = (at: number) => view.getUint16(at, true)
  const u32 = (at: number) => view.getUint32(at, true)
  // the end record closes the file, after a comment of at most 65,535 bytes
  let end = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(at) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) throw new Error('zip: no end of central directory')
  const count = u16(end + 10)
  let at = u32(end + 16)
  // ZIP64 (sizes past 4 GB) marks these fields with all ones: never a 10 MB spreadsheet
  if (count === 0xffff || at === 0xffffffff) throw new Error('zip: ZIP64')
  const entries = new Map<string, ZipEntry>()
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== 0x02014b50) throw new Error('zip: central directory')
    const nameLength = u16(at + 28)
    const name = new TextDecoder('utf-8')
      .decode(bytes.subarray(at + 46, at + 46 + nameLength))
      .replace(/\\/g, '/')
      .replace(/^\/+/, '')
    if (!entries.has(name))
      entries.set(name, {
        name,
        flags: u16(at + 8),
        method: u16(at + 10),
        compressedSize: u32(at + 20),
        size: u32(at + 24),
        headerOffset: u32(at + 42),
      })
    at += 46 + nameLength + u16(at + 30) + u16(at + 32)
  }
  return entries
}

/**
 * An entry's bytes, inflated a chunk at a time into a buffer of the size its header declares
 * (already checked against the limits): output past that size means the header lies — a zip
 * bomb's trick, or damage — and stops the inflating at once.
 */
function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const header = entry.headerOffset
  if (header + 30 > bytes.length || view.getUint32(header, true) !== 0x04034b50)
    throw new Error('zip: local header')
  // bit 0: encrypted — Office encrypts inside another container, never with zip passwords
  if (entry.flags & 1) throw new Error('zip: encrypted entry')
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true)
  if (start + entry.compressedSize > bytes.length) throw new Error('zip: entry past the end')
  const data = bytes.subarray(start, start + entry.compressedSize)
  if (entry.method === 0) {
    if (data.length !== entry.size) throw new Error('zip: stored size')
    return data
  }
  if (entry.method !== 8) throw new Error(`zip: compression method ${entry.method}`)
  const out = new Uint8Array(entry.size)
  let total = 0
  let finished = false
  const inflater = new Inflate((chunk, final) => {
    if (total + chunk.length > out.length) throw new Error('zip: more than the declared size')
    out.set(chunk, total)
    total += chunk.length
    finished = final
  })
  let at = 0
  do {
    const step = Math.ceil((out.length - total) / MAX_RATIO)
    const end = Math.min(data.length, at + Math.min(STEP.max, Math.max(STEP.min, step)))
    inflater.push(data.subarray(at, end), end === data.length)
    at = end
  } while (at < data.length)
  if (!finished || total !== entry.size) throw new Error('zip: less than the declared size')
  return out
}
