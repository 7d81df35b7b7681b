// Latency client for `npm run bench`: in its own process, so the server's event loop
// only serves and the timings include no load generator's work. Reads a JSON job on stdin:
//   { "base": "http://127.0.0.1:port", "requests": [ { "name", "method", "path" | "paths",
//     "body" | "bodies", "cookie", "headers", "status", "reps", "warmup", "concurrency" } ] }
// and runs the requests one after the other (each `warmup` untimed calls, then `reps` timed ones,
// `concurrency` at a time; `paths`/`bodies` are used in turn, one per call). Options on argv
// (--reps N, --warmup N, --concurrency N) are the defaults of requests that do not say.
// Prints JSON on stdout: per request its timings (ms, wall clock from the request's start to its
// last byte), the bytes on the wire and decoded, and the results the answer holds (see `results`).
import http from 'node:http'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'

/** The argv options (numbers ≥ 0; concurrency ≥ 1). Unknown options are an error. */
export function parseArgs(argv) {
  const options = { reps: 40, warmup: 5, concurrency: 1 }
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(reps|warmup|concurrency)(?:=(.*))?$/.exec(argv[i])
    if (!m) throw new Error(`load-client: unknown argument ${argv[i]}`)
    const raw = m[2] ?? argv[++i]
    const value = Number(raw)
    if (raw === undefined || raw === '' || !Number.isInteger(value) || value < 0) {
      throw new Error(`load-client: --${m[1]} needs a whole number, got ${raw}`)
    }
    if (m[1] === 'concurrency' && value < 1) throw new Error('load-client: --concurrency ≥ 1')
    options[m[1]] = value
  }
  return options
}

/** A request of the job with the defaults filled in; throws on what cannot be run. */
export function normalizeRequest(request, defaults) {
  const paths = request.paths ?? (request.path ? [request.path] : [])
  if (!request.name) throw new Error('load-client: a request needs a name')
  if (paths.length === 0) throw new Error(`load-client: ${request.name} has no path`)
  const bodies = request.bodies ?? (request.body === undefined ? [] : [request.body])
  return {
    name: request.name,
    method: request.method ?? (bodies.length ? 'POST' : 'GET'),
    paths,
    bodies,
    cookie: request.cookie,
    headers: request.headers ?? {},
    status: request.status ?? (bodies.length ? 201 : 200),
    reps: request.reps ?? defaults.reps,
    warmup: request.warmup ?? defaults.warmup,
    concurrency: request.concurrency ?? defaults.concurrency,
  }
}

/**
 * How many results an answer holds, so a bench can check it compares the same work: a JSON list
 * its length, a JSON object the length of its `items` list, or else of all its top-level lists
 * together (nested lists, such as a class's participants, are the rows' detail); a calendar its
 * events; a CSV its rows after the header; anything else 0.
 */
export function results(contentType, text) {
  if (/json/.test(contentType)) {
    const body = JSON.parse(text)
    if (Array.isArray(body)) return body.length
    if (!body || typeof body !== 'object') return 0
    if (Array.isArray(body.items)) return body.items.length
    return Object.values(body).reduce((n, v) => n + (Array.isArray(v) ? v.length : 0), 0)
  }
  if (/calendar/.test(contentType)) return text.match(/^BEGIN:VEVENT/gm)?.length ?? 0
  if (/csv/.test(contentType)) return Math.max(0, text.split(/\r?\n/).filter(Boolean).length - 1)
  return 0
}

function once(agent, base, r, call) {
  const url = new URL(r.paths[call % r.paths.length], base)
  const body = r.bodies.length ? JSON.stringify(r.bodies[call % r.bodies.length]) : undefined
  const headers = { ...r.headers }
  if (r.cookie) headers.cookie = r.cookie
  if (body !== undefined) {
    headers['content-type'] = 'application/json'
    headers['content-length'] = String(Buffer.byteLength(body))
    headers.origin ??= 'http://localhost'
  }
  return new Promise((resolve, reject) => {
    const t = performance.now()
    const req = http.request(url, { method: r.method, headers, agent }, (res) => {
      const chunks = []
      res.on('data', (d) => chunks.push(d))
      res.on('error', reject)
      res.on('end', () => {
        const ms = performance.now() - t
        const wire = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const decoded =
          encoding === 'gzip'
            ? zlib.gunzipSync(wire)
            : encoding === 'br'
              ? zlib.brotliDecompressSync(wire)
              : encoding === 'deflate'
                ? zlib.inflateSync(wire)
                : wire
        resolve({
          ms,
          status: res.statusCode,
          type: String(res.headers['content-type'] ?? ''),
          wire: wire.length,
          text: decoded.toString('utf8'),
        })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** Runs one request of the job: its warm-up, then its timed calls. */
export async function run(base, request, agent) {
  const out = { name: request.name, times: [], bytes: 0, wireBytes: 0, results: [], failures: [] }
  let call = 0
  const batch = async (count, timed) => {
    let next = 0
    const worker = async () => {
      while (next < count) {
        next++
        const res = await once(agent, base, request, call++)
        if (res.status !== request.status) {
          out.failures.push(`${res.status} ${res.text.slice(0, 300)}`)
          continue
        }
        if (!timed) continue
        out.times.push(res.ms)
        out.bytes = Math.max(out.bytes, Buffer.byteLength(res.text))
        out.wireBytes = Math.max(out.wireBytes, res.wire)
        const n = results(res.type, res.text)
        if (!out.results.includes(n)) out.results.push(n)
      }
    }
    await Promise.all(Array.from({ length: request.concurrency }, worker))
  }
  await batch(request.warmup, false)
  await batch(request.reps, true)
  return out
}

async function main() {
  const defaults = parseArgs(process.argv.slice(2))
  let input = ''
  for await (const chunk of process.stdin) input += chunk
  const job = JSON.parse(input)
  const requests = job.requests.map((r) => normalizeRequest(r, defaults))
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const out = []
  for (const r of requests) out.push(await run(job.base, r, agent))
  agent.destroy()
  process.stdout.write(JSON.stringify(out))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    process.stderr.write(`${err.stack ?? err}\n`)
    process.exit(1)
  })
}
