// Bodies over the limit are refused before they are read (413), long URLs with 414, both in the SPEC's shape.
import { describe, expect, it } from 'vitest'
import { setupApi } from '../fixtures/api-app'
import { jsonBody } from '../fixtures/auth'
import { newBuyer } from '../fixtures/buyers'

const api = setupApi({ env: () => ({ BODY_LIMIT_BYTES: '1000' }) })

/** A body the server can only measure by reading it: no Content-Length, streamed in 16 KB chunks. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      const chunk = new Uint8Array(Math.min(16_384, bytes - sent)).fill(0x20)
      sent += chunk.length
      controller.enqueue(chunk)
    },
  })
}

describe('request body limits', () => {
  it('refuse a JSON body over BODY_LIMIT_BYTES with 413 {detail}, by Content-Length or while streaming', async () => {
    const big = { full_name: 'x'.repeat(2000) }
    const declared = await api.json<{ detail: string }>('/api/forms/feedback/', jsonBody('POST', big))
    expect(declared.status).toBe(413)
    expect(declared.body.detail).toBe('Слишком большой запрос: не больше 1 КБ')
    const stream = await api.json<{ detail: string }>('/api/en/authorization/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed(5_000_000),
      duplex: 'half',
    } as RequestInit)
    expect(stream.status).toBe(413)
    expect(stream.body.detail).toBe('Request too large: at most 1 KB')
  })

  it('let a body under the limit through', async () => {
    expect((await api.json('/api/forms/feedback/', jsonBody('POST', { full_name: 'Анна' }))).status).toBe(400)
  })

  it('give quick-order uploads their own, larger limit (UPLOAD_LIMIT_BYTES, 2 MB by default)', async () => {
    const buyer = await newBuyer(api)
    const ok = await buyer.call<Record<string, string[]>>('POST', 'orders/fast/', { text: 'SKU-1 2\n'.repeat(500) })
    expect(ok.status).toBe(200)
    const form = new FormData()
    form.set('file', new File(['x'.repeat(2_200_000)], 'order.csv', { type: 'text/csv' }))
    const upload = await api.json<{ detail: string }>('/api/orders/fast/', {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}` },
      body: form,
    })
    expect(upload.status).toBe(413)
    expect(upload.body.detail).toBe('Слишком большой запрос: не больше 2048 КБ')
  })
})

describe('URL limits', () => {
  it('answer a URL over 8 KB with 414 {detail}', async () => {
    const { status, body } = await api.json<{ detail: string }>(`/api/catalog/products/?q=${'x'.repeat(9000)}`)
    expect(status).toBe(414)
    expect(body.detail).toBe('Слишком длинный адрес запроса')
  })
})
