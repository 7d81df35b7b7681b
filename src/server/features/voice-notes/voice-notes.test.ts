import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { coachSuite, kit } from '../../../../tests/helpers/coach-kit'
import {
  createTestContext,
  errorBody,
  json,
  type TestClient,
} from '../../../../tests/helpers/test-app'
import {
  audioBytes,
  MIME_OF,
  newVoiceNote,
  uploadAudio,
} from '../../../../tests/helpers/voice-notes'
import { VOICE_NOTE_LIMITS } from '../../../shared/constants'
import { messageText } from '../../../shared/message-text'
import { VOICE_NOTE_MESSAGES } from '../../../shared/schemas/voice-note'
import { mediaDeletions, voiceNotes } from '../../db/schema/media'

/**
 * Voice notes' API (decision 0015): the raw upload (limits, type from the bytes),
 * playback with range requests, ownership, attaching on save, and the files removed after the
 * commit whatever deleted the rows.
 */
const t = coachSuite()
let other: TestClient

beforeAll(async () => {
  other = (await t.ctx.coach()).client
})

/** The error of an answer whose status the test checks itself. */
const errorIn = async (res: Response) => (await errorBody(res)).error

async function keyOf(id: string) {
  const [row] = await t.ctx.database.db
    .select({ key: voiceNotes.storageKey })
    .from(voiceNotes)
    .where(eq(voiceNotes.id, id))
  return row?.key
}

/** The file is in the storage (and, when gone, no longer queued: flushed after the commit). */
async function fileExists(key: string) {
  const file = await t.ctx.storage.get(key)
  file?.body.destroy()
  return file !== null
}

async function expectGone(key: string) {
  expect(await fileExists(key)).toBe(false)
  const queued = await t.ctx.database.db
    .select()
    .from(mediaDeletions)
    .where(eq(mediaDeletions.storageKey, key))
  expect(queued).toEqual([])
}

async function read(res: Response) {
  return new Uint8Array(await res.arrayBuffer())
}

describe('upload', () => {
  it.each(['webm', 'ogg', 'mp4'] as const)('recognises %s from its bytes', async (kind) => {
    const bytes = audioBytes(kind, 3000)
    // the declared type may be another of ours (or carry codecs): the bytes decide
    const res = await uploadAudio(t.ctx, t.coach, bytes, {
      type: kind === 'webm' ? 'audio/ogg' : `${MIME_OF[kind]};codecs=opus`,
      durationMs: '61500',
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const note = await json(res)
    expect(note).toMatchObject({
      mimeType: MIME_OF[kind],
      bytes: 3000,
      durationMs: 61500,
      feedbackId: null,
      shared: false,
      transcript: null,
      transcriptStatus: 'none',
      audioUrl: `/api/voice-notes/${note.id}/audio`,
    })
    const key = await keyOf(note.id)
    expect(key).toMatch(new RegExp(`\\.${kind === 'mp4' ? 'm4a' : kind}$`))
    const audio = await t.coach.request('GET', note.audioUrl)
    expect(audio.headers.get('content-type')).toBe(MIME_OF[kind])
    expect(await read(audio)).toEqual(bytes)
  })

  it('refuses a type that is not ours: 415 with the message', async () => {
    const wav = await uploadAudio(t.ctx, t.coach, audioBytes('wav'))
    expect(wav.status).toBe(415)
    expect(await errorIn(wav)).toMatchObject({ message: messageText(VOICE_NOTE_MESSAGES.type) })
    const declared = await uploadAudio(t.ctx, t.coach, audioBytes('webm'), { type: 'audio/wav' })
    expect(declared.status).toBe(415)
    const json415 = await uploadAudio(t.ctx, t.coach, audioBytes('webm'), {
      type: 'application/json',
    })
    expect(json415.status).toBe(415)
    expect(await errorIn(json415)).toMatchObject({ message: messageText(VOICE_NOTE_MESSAGES.type) })
    const none = await uploadAudio(t.ctx, t.coach, audioBytes('webm'), { type: null })
    expect(none.status).toBe(415)
  })

  it('refuses more than 5 MB: 413, by Content-Length before reading and by counting', async () => {
    const before = await t.ctx.database.db.$count(voiceNotes)
    const big = audioBytes('webm', VOICE_NOTE_LIMITS.maxBytes + 1)
    const declared = await uploadAudio(t.ctx, t.coach, audioBytes('webm'), {
      headers: { 'content-length': String(VOICE_NOTE_LIMITS.maxBytes + 1) },
    })
    expect(declared.status).toBe(413)
    expect(await errorIn(declared)).toMatchObject({
      message: messageText(VOICE_NOTE_MESSAGES.tooLarge),
    })
    // a lying Content-Length: counted as it flows
    const lying = await uploadAudio(t.ctx, t.coach, big, { headers: { 'content-length': '2048' } })
    expect(lying.status).toBe(413)
    expect(await errorIn(lying)).toMatchObject({
      message: messageText(VOICE_NOTE_MESSAGES.tooLarge),
    })
    // chunked, no length at all
    const chunks = (function* () {
      for (let sent = 0; sent <= VOICE_NOTE_LIMITS.maxBytes; sent += 64 * 1024)
        yield sent === 0 ? audioBytes('webm', 64 * 1024) : new Uint8Array(64 * 1024)
    })()
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      },
    })
    const chunked = await uploadAudio(t.ctx, t.coach, stream)
    expect(chunked.status).toBe(413)
    // exactly the limit is fine
    const atLimit = await uploadAudio(
      t.ctx,
      t.coach,
      audioBytes('webm', VOICE_NOTE_LIMITS.maxBytes),
    )
    expect(atLimit.status, await atLimit.clone().text()).toBe(201)
    expect(await t.ctx.database.db.$count(voiceNotes)).toBe(before + 1)
    await t.coach.delete(`/api/voice-notes/${(await json(atLimit)).id}`)
  })

  it('refuses an empty or cut body: 400', async () => {
    for (const body of [new Uint8Array(0), audioBytes('webm', 6), null]) {
      const res = await uploadAudio(t.ctx, t.coach, body)
      expect(res.status).toBe(400)
      expect(await errorIn(res)).toMatchObject({ message: messageText(VOICE_NOTE_MESSAGES.empty) })
    }
  })

  it('refuses a missing or impossible duration: 400', async () => {
    for (const durationMs of [null, '0', '-5', 'abc', '1.5', String(3 * 60_000 + 2_001), '1e9']) {
      const res = await uploadAudio(t.ctx, t.coach, audioBytes('webm'), { durationMs })
      expect(res.status, `durationMs=${durationMs}`).toBe(400)
      expect((await errorIn(res)).message).toBe(messageText(VOICE_NOTE_MESSAGES.duration))
    }
    const edge = await uploadAudio(t.ctx, t.coach, audioBytes('webm'), {
      durationMs: String(3 * 60_000 + 2_000),
    })
    expect(edge.status).toBe(201)
  })

  it("keeps the recorder's length: every read of the note returns it, the student's page shows m:ss", async () => {
    const res = await uploadAudio(t.ctx, t.coach, audioBytes('webm'), { durationMs: '65400' })
    const note = await json(res)
    expect(note.durationMs).toBe(65_400)
    expect((await json(await t.coach.get(`/api/voice-notes/${note.id}`))).durationMs).toBe(65_400)
    const lia = await t.k.student('Lia Duração')
    const session = await t.k.session([lia.id], {
      feedbacks: [{ studentId: lia.id, rating: 4, voiceNoteIds: [note.id] }],
    })
    expect(session.feedbacks[0]!.voiceNotes[0]!.durationMs).toBe(65_400)
    const tab = await json(await t.coach.get(`/api/students/${lia.id}/feedbacks`))
    expect(tab.items[0]!.voiceNotes[0]!.durationMs).toBe(65_400)
    await t.coach.patch(`/api/voice-notes/${note.id}`, { shared: true })
    const link = await json(await t.coach.post(`/api/students/${lia.id}/page-link`))
    const html = await (await t.ctx.client().request('GET', new URL(link.url!).pathname)).text()
    expect(html).toMatch(/<\/time> · 1:05<\/p>\s*<audio /)
  })

  it('serves 20 concurrent uploads without error', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        uploadAudio(t.ctx, t.coach, audioBytes(i % 2 ? 'ogg' : 'webm', 50_000 + i)),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201))
    const notes = await Promise.all(results.map((r) => json(r)))
    expect(new Set(notes.map((n) => n.id)).size).toBe(20)
    expect(notes.map((n) => n.bytes)).toEqual(Array.from({ length: 20 }, (_, i) => 50_000 + i))
  })
})

describe('playback', () => {
  let note: { id: string; audioUrl: string }
  const bytes = audioBytes('webm', 2048)
  beforeAll(async () => {
    const res = await uploadAudio(t.ctx, t.coach, bytes)
    note = await json(res)
  })
  const get = (range?: string) => {
    const saved = t.coach.headers
    t.coach.headers = range ? { ...saved, range } : saved
    const res = t.coach.request('GET', note.audioUrl)
    t.coach.headers = saved
    return res
  }

  it('sends the whole file without Range, private to the coach', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600')
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('content-length')).toBe('2048')
    expect(await read(res)).toEqual(bytes)
  })

  it('answers ranges with 206 and Content-Range', async () => {
    const first = await get('bytes=0-99')
    expect(first.status).toBe(206)
    expect(first.headers.get('content-range')).toBe('bytes 0-99/2048')
    expect(first.headers.get('cache-control')).toBe('private, max-age=3600')
    expect(await read(first)).toEqual(bytes.slice(0, 100))
    const open = await get('bytes=2000-')
    expect(open.headers.get('content-range')).toBe('bytes 2000-2047/2048')
    expect(await read(open)).toEqual(bytes.slice(2000))
    const suffix = await get('bytes=-100')
    expect(suffix.status).toBe(206)
    expect(suffix.headers.get('content-range')).toBe('bytes 1948-2047/2048')
    expect(await read(suffix)).toEqual(bytes.slice(1948))
    const clamped = await get('bytes=1000-999999')
    expect(clamped.headers.get('content-range')).toBe('bytes 1000-2047/2048')
  })

  it('answers 416 beyond the end, with the size', async () => {
    for (const range of ['bytes=2048-', 'bytes=5000-6000', 'bytes=-0']) {
      const res = await get(range)
      expect(res.status, range).toBe(416)
      expect(res.headers.get('content-range')).toBe('bytes */2048')
      expect((await errorIn(res)).code).toBe('RANGE_NOT_SATISFIABLE')
    }
    // a Range it cannot read is ignored: the whole file
    const odd = await get('bytes=0-1,5-9')
    expect(odd.status).toBe(200)
  })
})

describe('ownership', () => {
  it("another coach's note is not found anywhere", async () => {
    const note = await newVoiceNote(t.ctx, t.coach)
    for (const res of [
      await other.get(`/api/voice-notes/${note.id}`),
      await other.get(`/api/voice-notes/${note.id}/audio`),
      await other.patch(`/api/voice-notes/${note.id}`, { shared: true }),
      await other.delete(`/api/voice-notes/${note.id}`),
    ]) {
      expect(res.status).toBe(404)
      expect((await errorIn(res)).message).toBe(messageText(VOICE_NOTE_MESSAGES.notFound))
    }
    const student = await json(
      await other.post('/api/students', {
        name: 'Aluna da Outra',
        phone: '11987001234',
        gender: 'female',
        type: 'fixed',
        classe: '4-classe',
      }),
    )
    const res = await other.post('/api/sessions', {
      studentIds: [student.id],
      feedbacks: [{ studentId: student.id, rating: 4, voiceNoteIds: [note.id] }],
    })
    expect(res.status).toBe(404)
    expect((await errorIn(res)).message).toBe(messageText(VOICE_NOTE_MESSAGES.notFound))
    // still the owner's, untouched
    expect((await json(await t.coach.get(`/api/voice-notes/${note.id}`))).feedbackId).toBeNull()
    expect((await t.coach.get(`/api/voice-notes/nao-e-um-id`)).status).toBe(404)
  })
})

describe('attached to feedbacks', () => {
  it('attaches in order on a new session; the reads carry them; twice is 409', async () => {
    const ana = await t.k.student('Ana Áudio')
    const [a, b] = [await newVoiceNote(t.ctx, t.coach), await newVoiceNote(t.ctx, t.coach, 'mp4')]
    const session = await t.k.session([ana.id], {
      feedbacks: [{ studentId: ana.id, rating: 5, voiceNoteIds: [b.id, a.id] }],
    })
    expect(session.feedbacks[0]!.voiceNotes.map((n) => n.id)).toEqual([b.id, a.id])
    expect(session.feedbacks[0]!.voiceNotes[0]!.feedbackId).toEqual(expect.any(String))
    const page = await json(await t.coach.get(`/api/students/${ana.id}/feedbacks`))
    expect(page.items[0]!.voiceNotes.map((n) => n.id)).toEqual([b.id, a.id])
    const history = await json(await t.coach.get('/api/sessions?pageSize=50'))
    const mine = history.items.find((s: { id: string }) => s.id === session.id)
    expect(mine!.feedbacks[0]!.voiceNotes).toHaveLength(2)

    const bia = await t.k.student('Bia Áudio')
    const twice = await t.coach.post('/api/sessions', {
      studentIds: [bia.id],
      feedbacks: [{ studentId: bia.id, rating: 3, voiceNoteIds: [a.id] }],
    })
    expect(twice.status).toBe(409)
    expect((await errorIn(twice)).message).toBe(messageText(VOICE_NOTE_MESSAGES.attached))
    // one request naming a note for two feedbacks
    const c = await newVoiceNote(t.ctx, t.coach)
    const both = await t.coach.post('/api/sessions', {
      studentIds: [ana.id, bia.id],
      feedbacks: [
        { studentId: ana.id, rating: 3, voiceNoteIds: [c.id] },
        { studentId: bia.id, rating: 3, voiceNoteIds: [c.id] },
      ],
    })
    expect(both.status).toBe(409)
    // nothing half-written: the note is still free
    expect((await json(await t.coach.get(`/api/voice-notes/${c.id}`))).feedbackId).toBeNull()
  })

  it('refuses six notes on a feedback: 400', async () => {
    const ana = await t.k.student('Ana Seis')
    const ids = []
    for (let i = 0; i < 6; i++) ids.push((await newVoiceNote(t.ctx, t.coach)).id)
    const res = await t.coach.post('/api/sessions', {
      studentIds: [ana.id],
      feedbacks: [{ studentId: ana.id, rating: 4, voiceNoteIds: ids }],
    })
    expect(res.status).toBe(400)
    expect((await errorIn(res)).message).toBe(messageText(VOICE_NOTE_MESSAGES.tooMany))
  })

  it('an edit keeps the notes of kept feedbacks, and removes the files of dropped ones', async () => {
    const [ana, bia] = [await t.k.student('Ana Edita'), await t.k.student('Bia Edita')]
    const [a, b, c] = [
      await newVoiceNote(t.ctx, t.coach),
      await newVoiceNote(t.ctx, t.coach),
      await newVoiceNote(t.ctx, t.coach, 'ogg'),
    ]
    const session = await t.k.session([ana.id, bia.id], {
      feedbacks: [
        { studentId: ana.id, rating: 4, voiceNoteIds: [a.id, b.id] },
        { studentId: bia.id, rating: 4, voiceNoteIds: [c.id] },
      ],
    })
    const [ka, kb, kc] = [await keyOf(a.id), await keyOf(b.id), await keyOf(c.id)]
    // an edit without voiceNoteIds: unchanged
    let res = await t.coach.put(`/api/sessions/${session.id}`, {
      studentIds: [ana.id, bia.id],
      notes: 'editada',
      feedbacks: [
        { studentId: ana.id, rating: 2 },
        { studentId: bia.id, rating: 5 },
      ],
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const kept = await json(res)
    expect(kept.feedbacks.map((f: { voiceNotes: unknown[] }) => f.voiceNotes.length)).toEqual([
      2, 1,
    ])
    // the list changed: a goes, b stays (now first)
    res = await t.coach.put(`/api/sessions/${session.id}`, {
      studentIds: [ana.id, bia.id],
      feedbacks: [
        { studentId: ana.id, rating: 2, voiceNoteIds: [b.id] },
        { studentId: bia.id, rating: 5 },
      ],
    })
    expect(res.status).toBe(200)
    expect((await json(res)).feedbacks[0]!.voiceNotes.map((n) => n.id)).toEqual([b.id])
    await expectGone(ka!)
    expect(await fileExists(kb!)).toBe(true)
    // Bia removed from the class: her feedback and its note go
    res = await t.coach.put(`/api/sessions/${session.id}`, { studentIds: [ana.id] })
    expect(res.status).toBe(200)
    await expectGone(kc!)
    expect((await t.coach.get(`/api/voice-notes/${c.id}`)).status).toBe(404)
    // the session deleted: the rest goes
    expect((await t.coach.delete(`/api/sessions/${session.id}`)).status).toBe(204)
    await expectGone(kb!)
  })

  it("the Feedbacks tab's inline edit attaches and clears notes", async () => {
    const ana = await t.k.student('Ana Inline')
    const session = await t.k.session([ana.id])
    const note = await newVoiceNote(t.ctx, t.coach)
    const key = await keyOf(note.id)
    const url = `/api/sessions/${session.id}/feedbacks/${ana.id}` as const
    let res = await t.coach.patch(url, {
      rating: 4,
      tags: [],
      notes: 'ok',
      voiceNoteIds: [note.id],
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await json(res)).feedbacks[0]!.voiceNotes[0]!.id).toBe(note.id)
    res = await t.coach.patch(url, { rating: 3, tags: [], notes: 'sem mudar' })
    expect((await json(res)).feedbacks[0]!.voiceNotes).toHaveLength(1)
    res = await t.coach.patch(url, {
      rating: 3,
      tags: [],
      notes: 'limpo',
      voiceNoteIds: [],
    })
    expect((await json(res)).feedbacks[0]!.voiceNotes).toEqual([])
    await expectGone(key!)
  })

  it('DELETE removes the row and the file', async () => {
    const note = await newVoiceNote(t.ctx, t.coach)
    const key = await keyOf(note.id)
    expect(await fileExists(key!)).toBe(true)
    expect((await t.coach.delete(`/api/voice-notes/${note.id}`)).status).toBe(204)
    await expectGone(key!)
    expect((await t.coach.delete(`/api/voice-notes/${note.id}`)).status).toBe(404)
  })
})

describe('PATCH', () => {
  it('corrects the transcript (done) and shares / unshares', async () => {
    const note = await newVoiceNote(t.ctx, t.coach)
    let res = await t.coach.patch(`/api/voice-notes/${note.id}`, { transcript: '  Bom saque  ' })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await json(res)).toMatchObject({ transcript: 'Bom saque', transcriptStatus: 'done' })
    res = await t.coach.patch(`/api/voice-notes/${note.id}`, { shared: true })
    expect((await json(res)).shared).toBe(true)
    res = await t.coach.patch(`/api/voice-notes/${note.id}`, { shared: false })
    expect((await json(res)).shared).toBe(false)
    res = await t.coach.patch(`/api/voice-notes/${note.id}`, {})
    expect(res.status).toBe(400)
    res = await t.coach.patch(`/api/voice-notes/${note.id}`, { transcript: 'x'.repeat(4001) })
    expect(res.status).toBe(400)
    expect((await errorIn(res)).message).toBe(messageText(VOICE_NOTE_MESSAGES.transcript))
  })

  it("the history's text search finds a note's transcript", async () => {
    const ana = await t.k.student('Ana Transcrita')
    const note = await newVoiceNote(t.ctx, t.coach)
    const session = await t.k.session([ana.id], {
      feedbacks: [{ studentId: ana.id, rating: 4, voiceNoteIds: [note.id] }],
    })
    await t.coach.patch(`/api/voice-notes/${note.id}`, { transcript: 'Cotovelo alto no smash' })
    const found = await json(await t.coach.get('/api/sessions?q=cotovelo'))
    expect(found.items.map((s: { id: string }) => s.id)).toEqual([session.id])
    // folded and by prefix, like the notes' words (the indexed transcript_words column)
    await t.coach.patch(`/api/voice-notes/${note.id}`, { transcript: 'Ótima devolução' })
    for (const q of ['otima', 'DEVOLU', 'ótim']) {
      const res = await json(await t.coach.get(`/api/sessions?q=${encodeURIComponent(q)}`))
      expect(
        res.items.map((s: { id: string }) => s.id),
        q,
      ).toEqual([session.id])
    }
    const gone = await json(await t.coach.get('/api/sessions?q=cotovelo'))
    expect(gone.items).toEqual([])
  })
})

describe('personal data', () => {
  it("anonymizing a student removes her feedbacks' notes and their files", async () => {
    const ana = await t.k.student('Ana Anonima')
    const note = await newVoiceNote(t.ctx, t.coach)
    const key = await keyOf(note.id)
    await t.k.session([ana.id], {
      feedbacks: [{ studentId: ana.id, rating: 4, voiceNoteIds: [note.id] }],
    })
    const res = await t.coach.post(`/api/students/${ana.id}/anonymize`)
    expect(res.status).toBe(200)
    expect((await t.coach.get(`/api/voice-notes/${note.id}`)).status).toBe(404)
    await expectGone(key!)
  })

  it('deleting the account removes every note file, attached or not', async () => {
    const { client, email } = await t.ctx.coach()
    const student = await json(
      await client.post('/api/students', {
        name: 'Aluna da Conta',
        phone: '11987005678',
        gender: 'female',
        type: 'fixed',
        classe: '4-classe',
      }),
    )
    const [a, b] = [await newVoiceNote(t.ctx, client), await newVoiceNote(t.ctx, client, 'ogg')]
    const keys = [await keyOf(a.id), await keyOf(b.id)]
    const session = await client.post('/api/sessions', {
      studentIds: [student.id],
      feedbacks: [{ studentId: student.id, rating: 4, voiceNoteIds: [a.id] }],
    })
    expect(session.status).toBe(201)
    const del = await client.delete('/api/profile', { confirmEmail: email })
    expect(del.status, await del.clone().text()).toBeLessThan(300)
    for (const key of keys) await expectGone(key!)
  })
})

describe("the student's page", () => {
  it('lists and plays only the notes shared on that student', async () => {
    const [ana, bia] = [await t.k.student('Ana Pagina'), await t.k.student('Bia Pagina')]
    const [shared, hidden, other] = [
      await newVoiceNote(t.ctx, t.coach),
      await newVoiceNote(t.ctx, t.coach),
      await newVoiceNote(t.ctx, t.coach),
    ]
    await t.k.session([ana.id, bia.id], {
      feedbacks: [
        { studentId: ana.id, rating: 4, voiceNoteIds: [shared.id, hidden.id] },
        { studentId: bia.id, rating: 4, voiceNoteIds: [other.id] },
      ],
    })
    for (const id of [shared.id, other.id]) {
      await t.coach.patch(`/api/voice-notes/${id}`, { shared: true })
    }
    await t.coach.patch(`/api/voice-notes/${shared.id}`, { transcript: 'Joelho flexionado' })
    const link = await json(await t.coach.post(`/api/students/${ana.id}/page-link`))
    const token = new URL(link.url!).pathname.split('/').pop()!
    const page = await t.ctx.client().request('GET', `/a/${token}`)
    const html = await page.text()
    expect(html).toContain(`src="/a/${token}/notes/${shared.id}"`)
    expect(html).toContain('Joelho flexionado')
    expect(html).not.toContain(hidden.id)
    expect(html).not.toContain(other.id)
    expect(page.headers.get('content-security-policy')).toContain("media-src 'self'")
    const anonymous = t.ctx.client()
    const audio = await anonymous.request('GET', `/a/${token}/notes/${shared.id}`)
    expect(audio.status).toBe(200)
    expect(audio.headers.get('cache-control')).toBe('private, max-age=3600')
    expect((await read(audio)).length).toBe(2048)
    anonymous.headers = { range: 'bytes=0-9' }
    const part = await anonymous.request('GET', `/a/${token}/notes/${shared.id}`)
    expect(part.status).toBe(206)
    expect((await read(part)).length).toBe(10)
    anonymous.headers = {}
    for (const id of [hidden.id, other.id, 'x']) {
      expect((await anonymous.request('GET', `/a/${token}/notes/${id}`)).status).toBe(404)
    }
    await t.coach.patch(`/api/voice-notes/${shared.id}`, { shared: false })
    expect((await anonymous.request('GET', `/a/${token}/notes/${shared.id}`)).status).toBe(404)
    expect((await anonymous.request('GET', `/a/not-a-token/notes/${other.id}`)).status).toBe(404)
  })

  it('counts the audio requests per IP on their own, 5 per page view allowed (429 past it)', async () => {
    const limited = await createTestContext({ studentPageRateLimit: { max: 2, windowSeconds: 60 } })
    try {
      const { client } = await limited.coach()
      const k = kit(client)
      const student = await k.student('Lia Limite')
      const note = await newVoiceNote(limited, client)
      await k.session([student.id], {
        feedbacks: [{ studentId: student.id, rating: 4, voiceNoteIds: [note.id] }],
      })
      await client.patch(`/api/voice-notes/${note.id}`, { shared: true })
      const link = await json(await client.post(`/api/students/${student.id}/page-link`))
      const token = new URL(link.url!).pathname.split('/').pop()!
      const anonymous = limited.client()
      // 2 page views allowed → 10 audio requests (unknown notes count too)
      for (let i = 0; i < 9; i++) {
        expect((await anonymous.request('GET', `/a/${token}/notes/${note.id}`)).status).toBe(200)
      }
      expect((await anonymous.request('GET', `/a/${token}/notes/${student.id}`)).status).toBe(404)
      const refused = await anonymous.request('GET', `/a/${token}/notes/${note.id}`)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('60')
      // the page itself keeps its own counter
      expect((await anonymous.request('GET', `/a/${token}`)).status).toBe(200)
    } finally {
      await limited.close()
    }
  })
})

describe('with transcription configured', () => {
  it('queues a new note for transcription (pending, due now)', async () => {
    const ctx = await createTestContext({
      ai: { baseUrl: 'http://127.0.0.1:9', apiKey: 'k', model: 'm', transcribeModel: 'whisper-1' },
    })
    try {
      const { client } = await ctx.coach()
      const note = await newVoiceNote(ctx, client, 'ogg')
      expect(note).toMatchObject({ transcriptStatus: 'pending', transcript: null })
      const [row] = await ctx.database.db
        .select({ next: voiceNotes.transcriptNextAt })
        .from(voiceNotes)
        .where(eq(voiceNotes.id, note.id))
      expect(row?.next).toBeInstanceOf(Date)
    } finally {
      await ctx.close()
    }
  })
})

describe('orphans and the queue', () => {
  it('keeps nothing queued after the commits above', async () => {
    const rows = await t.ctx.database.db.select().from(mediaDeletions)
    expect(rows).toEqual([])
  })
})
