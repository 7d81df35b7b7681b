// Upload client for `npm run bench`, in its own process so the server's RSS is the
// server's alone: streams `count` voice notes of `bytes` each (concurrently) in 64 KB chunks over
// loopback, then asks the first note's audio with a range, as a player starts. Prints JSON.
import http from 'node:http'

const [base, cookie, bytesArg, countArg] = process.argv.slice(2)
const bytes = Number(bytesArg)
const count = Number(countArg)
const CHUNK = 64 * 1024
// a WebM (EBML) header then filler: what the server reads to recognise the type
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81])

function upload() {
  return new Promise((resolve) => {
    const url = new URL('/api/voice-notes?durationMs=180000', base)
    const req = http.request(url, {
      method: 'POST',
      headers: {
        cookie,
        origin: 'http://localhost',
        'content-type': 'audio/webm;codecs=opus',
        'content-length': String(bytes),
      },
    })
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (body += d))
      res.on('end', () => resolve({ status: res.statusCode, body }))
    })
    req.on('error', (err) => resolve({ status: 0, body: String(err) }))
    let sent = 0
    const filler = Buffer.alloc(CHUNK, 0x5a)
    const write = () => {
      while (sent < bytes) {
        const size = Math.min(CHUNK, bytes - sent)
        const chunk = Buffer.from(filler.subarray(0, size))
        if (sent === 0) EBML.copy(chunk)
        sent += size
        if (!req.write(chunk)) return void req.once('drain', write)
      }
      req.end()
    }
    write()
  })
}

const t0 = performance.now()
const results = await Promise.all(Array.from({ length: count }, upload))
const ms = performance.now() - t0
const created = results.filter((r) => r.status === 201).map((r) => JSON.parse(r.body))
let range = null
if (created[0]) {
  const res = await fetch(new URL(created[0].audioUrl, base), {
    headers: { cookie, range: 'bytes=0-65535' },
  })
  range = { status: res.status, bytes: (await res.arrayBuffer()).byteLength }
}
console.log(
  JSON.stringify({
    ms,
    ok: created.length,
    failed: results
      .filter((r) => r.status !== 201)
      .map((r) => `${r.status} ${r.body.slice(0, 80)}`),
    range,
  }),
)
