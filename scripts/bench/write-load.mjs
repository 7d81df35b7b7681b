// HTTP load for `npm run bench`'s write line, in its OWN PROCESS (not a thread of the server's):
// 8 clients register 4-student classes for SECONDS, then one JSON line {done, failed} is printed.
const { base, cookie, ids, seconds, clients } = JSON.parse(process.argv[2])
let done = 0
let failed = 0
const until = Date.now() + seconds * 1000
async function client(w) {
  let i = w
  while (Date.now() < until) {
    const four = [0, 1, 2, 3].map((k) => ids[(i * 4 + k * 7) % ids.length])
    const res = await fetch(`${base}/api/sessions`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ studentIds: [...new Set(four)] }),
    })
    await res.arrayBuffer()
    if (res.status === 201) done += 1
    else failed += 1
    i += clients
  }
}
await Promise.all(Array.from({ length: clients }, (_, w) => client(w)))
process.stdout.write(`${JSON.stringify({ done, failed })}\n`)
