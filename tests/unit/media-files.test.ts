// Files under /media/: a picture named by a hash of its content (1C's photos, staff uploads) is kept by browsers for
// good; anything else is revalidated after a day, and a revalidation repeats how long the answer may be kept.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveMedia } from '../../server/media'

const HASHED = 'products/1c/3f/3f9a0c1b2d4e5f60718293a4b5c6d7e8.webp'
const UPLOAD = 'uploads/slide/0123456789abcdef0123456789abcdef.webp'
const NAMED = 'products/alpen-hund-ball-1.svg'

let mediaDir: string
const get = (relative: string, headers: HeadersInit = {}) =>
  serveMedia(new Request(`http://localhost/media/${relative}`, { headers }), mediaDir)

beforeAll(() => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'vitrina-media-'))
  for (const relative of [HASHED, UPLOAD, NAMED]) {
    mkdirSync(path.dirname(path.join(mediaDir, relative)), { recursive: true })
    writeFileSync(path.join(mediaDir, relative), 'picture')
  }
})

afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

describe('media files', () => {
  it('may be kept for a year, unchanged, when named by their content', async () => {
    for (const relative of [HASHED, UPLOAD]) {
      const response = await get(relative)
      expect(response.status, relative).toBe(200)
      expect(response.headers.get('cache-control'), relative).toBe('public, max-age=31536000, immutable')
    }
  })

  it('are revalidated after a day when their name may be given to other bytes', async () => {
    const response = await get(NAMED)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it('answer a revalidation with 304, the validator and how long to keep the file again', async () => {
    for (const [relative, kept] of [
      [HASHED, 'public, max-age=31536000, immutable'],
      [NAMED, 'public, max-age=86400'],
    ] as const) {
      const etag = (await get(relative)).headers.get('etag')!
      const response = await get(relative, { 'if-none-match': etag })
      expect(response.status, relative).toBe(304)
      expect(response.headers.get('etag'), relative).toBe(etag)
      expect(response.headers.get('cache-control'), relative).toBe(kept)
    }
  })

  it('never count a hash-like folder or a longer name as named by content', async () => {
    const folder = '0123456789abcdef0123456789abcdef/picture.svg'
    const longer = 'products/0123456789abcdef0123456789abcdef0.webp'
    for (const relative of [folder, longer]) {
      mkdirSync(path.dirname(path.join(mediaDir, relative)), { recursive: true })
      writeFileSync(path.join(mediaDir, relative), 'picture')
      expect((await get(relative)).headers.get('cache-control'), relative).toBe('public, max-age=86400')
    }
  })
})
