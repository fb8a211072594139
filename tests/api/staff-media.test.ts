// staff/media/: pictures for content, for the roles that edit it; recognised by content, converted to WebP at the
// size of their purpose, without metadata.
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { setupApi } from '../fixtures/api-app'
import { as, callerHeaders } from '../fixtures/staff'

const api = setupApi()
let headers: Awaited<ReturnType<typeof callerHeaders>>

beforeAll(async () => {
  headers = await callerHeaders(api.database.db)
})

/** A camera-like JPEG: 2000×1500 with EXIF (a camera model and an orientation). */
const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#4a7' } })
    .jpeg()
    .withExif({ IFD0: { Model: 'Vitrina Test Camera', Orientation: '1' } })
    .toBuffer()

function upload(file: Blob, name: string, purpose: string): RequestInit {
  const body = new FormData()
  body.set('purpose', purpose)
  body.set('file', file, name)
  return { method: 'POST', body }
}

describe('staff/media/', () => {
  it('takes a picture from an editor and an admin and answers its WebP at the purpose size', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const response = await api.request(
        '/api/staff/media/',
        as(headers[role], upload(new Blob([await photo()]), 'a.jpg', 'slide')),
      )
      expect(response.status).toBe(201)
      const image = (await response.json()) as { url: string; width: number; height: number }
      expect(image).toMatchObject({ width: 1600, height: 560 })
      expect(image.url).toMatch(/^\/media\/uploads\/slide\/[0-9a-f]{32}\.webp$/)
      const stored = await readFile(path.join(api.ctx.mediaDir, image.url.replace('/media/', '')))
      const metadata = await sharp(stored).metadata()
      expect(metadata.format).toBe('webp')
      expect(metadata.exif).toBeUndefined()
    }
  })

  it('keeps a logo inside its box and names the same upload the same file', async () => {
    const logo = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#0000' } })
      .png()
      .toBuffer()
    const first = await api.json<{ url: string; width: number; height: number }>(
      '/api/staff/media/',
      as(headers.editor, upload(new Blob([logo]), 'logo.png', 'logo')),
    )
    const second = await api.json<{ url: string }>(
      '/api/staff/media/',
      as(headers.editor, upload(new Blob([logo]), 'x.png', 'logo')),
    )
    expect(first.body).toMatchObject({ width: 320, height: 107 })
    expect(second.body.url).toBe(first.body.url)
  })

  it('refuses what is not a picture, whatever its name, and an unknown purpose, field by field', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    for (const [file, name] of [
      [new Blob(['not a picture at all']), 'photo.jpg'],
      [new Blob([svg]), 'logo.svg'],
    ] as const) {
      const { status, body } = await api.json('/api/staff/media/', as(headers.editor, upload(file, name, 'slide')))
      expect(status).toBe(400)
      expect(body).toEqual({ file: [expect.stringContaining('не картинка')] })
    }
    const wrong = await api.json(
      '/api/staff/media/',
      as(headers.editor, upload(new Blob([await photo()]), 'a.jpg', 'poster')),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body).toHaveProperty('purpose')
    const none = await api.json('/api/staff/media/', as(headers.editor, { method: 'POST', body: new FormData() }))
    expect(none.status).toBe(400)
  })

  it('is a 404 to a manager, a buyer and a guest', async () => {
    for (const caller of ['manager', 'buyer', 'guest'] as const) {
      const response = await api.request(
        '/api/staff/media/',
        as(headers[caller], upload(new Blob([await photo()]), 'a.jpg', 'slide')),
      )
      expect(response.status, caller).toBe(404)
    }
  })
})
