// Load generator for `npm run bench`, in its own thread so the server's event loop only serves.
import { parentPort, workerData } from 'node:worker_threads'

const { base, cookie, ids, seconds, clients } = workerData
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
parentPort.postMessage({ done, failed })
