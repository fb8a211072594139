// 1C's side of the catalogue exchange, against a scripted site: Basic credentials once, the cookie on every later
// call, the files sent in parts of at most file_limit that add up to the originals, imports asked again while
// the site answers `progress`, and a `failure` answer ending the session with its reason.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateExchangeFiles } from '../../bench/exchange/generate'
import { runExchangeSession, type FetchLike } from '../../bench/exchange/session'

const BASE = 'https://shop.example/exchange/1c/'
const CREDENTIALS = { login: '1c', password: 'pa:ss' }
const FILE_LIMIT = 4000

let folder: string

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'vitrina-exchange-session-'))
  await generateExchangeFiles(folder, 12)
})

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** A site keeping to the protocol; `importAnswers` scripts the answers to mode=import per file. */
function scriptedSite(importAnswers: Record<string, string[]>) {
  const calls: string[] = []
  const uploads = new Map<string, Buffer[]>()
  const fetch: FetchLike = async (request) => {
    const url = new URL(request.url)
    const mode = url.searchParams.get('mode') ?? ''
    const filename = url.searchParams.get('filename') ?? ''
    calls.push(filename ? `${mode} ${filename}` : mode)
    if (url.searchParams.get('type') !== 'catalog') return new Response('failure\nwrong type')
    if (mode === 'checkauth') {
      const basic = Buffer.from(`${CREDENTIALS.login}:${CREDENTIALS.password}`).toString('base64')
      if (request.headers.get('Authorization') !== `Basic ${basic}`) return new Response('failure\nbad credentials')
      return new Response('success\nexchange_session\nabc123\n')
    }
    if (request.headers.get('Cookie') !== 'exchange_session=abc123') return new Response('failure\nno session')
    if (mode === 'init') return new Response(`zip=no\nfile_limit=${FILE_LIMIT}\n`)
    if (mode === 'file') {
      const part = Buffer.from(await request.arrayBuffer())
      if (request.method !== 'POST' || part.byteLength > FILE_LIMIT) return new Response('failure\nbad part')
      uploads.set(filename, [...(uploads.get(filename) ?? []), part])
      return new Response('success\n')
    }
    if (mode === 'import') return new Response(`${importAnswers[filename]?.shift() ?? 'failure\nunknown file'}\n`)
    return new Response('failure\nunknown mode')
  }
  return { fetch, calls, uploads }
}

describe('runExchangeSession', () => {
  it('authenticates once, uploads every file in parts and imports each until success', async () => {
    const site = scriptedSite({
      'import.xml': ['progress', 'progress\nstill reading', 'success'],
      'offers.xml': ['success'],
    })
    const result = await runExchangeSession(site.fetch, BASE, CREDENTIALS, folder, { pollMs: 0 })
    const original = await readFile(path.join(folder, 'import.xml'))
    const offers = await readFile(path.join(folder, 'offers.xml'))
    expect(Buffer.concat(site.uploads.get('import.xml') ?? [])).toEqual(original)
    expect(Buffer.concat(site.uploads.get('offers.xml') ?? [])).toEqual(offers)
    const parts = Math.ceil(original.byteLength / FILE_LIMIT) + Math.ceil(offers.byteLength / FILE_LIMIT)
    expect(parts).toBeGreaterThan(2)
    expect(result).toEqual({
      uploadedBytes: original.byteLength + offers.byteLength,
      parts,
      progress: { 'import.xml': 2, 'offers.xml': 0 },
    })
    expect(site.calls.filter((call) => !call.startsWith('file '))).toEqual([
      'checkauth',
      'init',
      'import import.xml',
      'import import.xml',
      'import import.xml',
      'import offers.xml',
    ])
  })

  it('ends with the reason the site gives for a failure', async () => {
    const site = scriptedSite({ 'import.xml': ['progress', 'failure\nmalformed XML at line 3'] })
    await expect(runExchangeSession(site.fetch, BASE, CREDENTIALS, folder, { pollMs: 0 })).rejects.toThrow(
      /import: HTTP 200 failure\nmalformed XML at line 3/,
    )
    const refused = scriptedSite({})
    await expect(
      runExchangeSession(refused.fetch, BASE, { ...CREDENTIALS, password: 'wrong' }, folder, { pollMs: 0 }),
    ).rejects.toThrow(/checkauth: HTTP 200 failure\nbad credentials/)
    expect(refused.calls).toEqual(['checkauth'])
  })
})
