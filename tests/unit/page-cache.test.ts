// The guest page cache and the compression of answers, in process with a stand-in for the server render.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PRIVATE, PUBLIC } from '../../server/http/cache-control'
import { compressed } from '../../server/http/compression'
import { createPageCache, type RenderedPage } from '../../server/http/page-cache/page-cache'

const HTML = (nonce: string, text = 'Каталог') =>
  `<!DOCTYPE html><html><head><meta property="csp-nonce" content="${nonce}"/></head><body><h1>${text}</h1>` +
  `${'<p>товар</p>'.repeat(300)}<script nonce="${nonce}">window.x=1</script>` +
  `<script type="module" async="" src="/assets/index.js" nonce="${nonce}"></script></body></html>`

function renderer(text = () => 'Каталог', headers: Record<string, string> = {}, status = 200) {
  let renders = 0
  const render = async (): Promise<RenderedPage> => {
    renders += 1
    const nonce = `nonce${renders}`
    await new Promise((resolve) => setTimeout(resolve, 5))
    const response = new Response(HTML(nonce, text()), {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC, Vary: 'Cookie', ...headers },
    })
    return { response, nonce }
  }
  return { render, count: () => renders }
}

const cache = () =>
  createPageCache({ maxBytes: 8 * 1024 * 1024, policy: (sources) => `script-src ${sources.join(' ')}` })
const guest = (headers: Record<string, string> = {}) =>
  new Request('http://shop.test/catalog/', { headers: { 'accept-encoding': 'gzip, br', ...headers } })

describe('guest page cache', () => {
  it('renders a page once for concurrent guests and serves it compressed after', async () => {
    const pages = cache()
    const { render, count } = renderer()
    const answers = await Promise.all([1, 2, 3].map(() => pages.respond(guest(), render)))
    expect(count()).toBe(1)
    expect(answers.map((answer) => answer.headers.get('x-cache')).sort()).toEqual(['hit', 'hit', 'miss'])
    const again = await pages.respond(guest(), render)
    expect(again.headers.get('x-cache')).toBe('hit')
    expect(again.headers.get('content-encoding')).toBe('br')
    expect(again.headers.get('vary')).toMatch(/Accept-Encoding/)
    const html = brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()
    expect(html).toContain('<h1>Каталог</h1>')
    expect(html).not.toContain('nonce1')
    expect(again.headers.get('content-security-policy')).toMatch(/^script-src 'sha256-[^']+' 'sha256-[^']+'$/)
    const gzipped = await pages.respond(guest({ 'accept-encoding': 'gzip' }), render)
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(html)
    const plain = await pages.respond(guest({ 'accept-encoding': 'identity' }), render)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(html)
  })

  it('answers 304 to a current ETag', async () => {
    const pages = cache()
    const { render } = renderer()
    const first = await pages.respond(guest(), render)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\/"/)
    const revalidated = await pages.respond(guest({ 'if-none-match': etag }), render)
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(etag)
    expect(await revalidated.text()).toBe('')
  })

  it('never serves a signed-in visitor from it', async () => {
    const pages = cache()
    const { render, count } = renderer()
    await pages.respond(guest(), render)
    const signedIn = await pages.respond(guest({ cookie: 'session=abc' }), render)
    expect(signedIn.headers.get('x-cache')).toBe('bypass')
    expect(count()).toBe(2)
  })

  it('keeps no page with Set-Cookie, another status or a private Cache-Control', async () => {
    for (const [headers, status] of [
      [{ 'Set-Cookie': 'a=1' }, 200],
      [{}, 404],
      [{ 'Cache-Control': PRIVATE }, 200],
    ] as const) {
      const pages = cache()
      const { render, count } = renderer(undefined, headers, status)
      await pages.respond(guest(), render)
      const second = await pages.respond(guest(), render)
      expect(second.headers.get('x-cache')).toBe('bypass')
      expect(count()).toBe(2)
    }
  })

  it('renders again after a change, and keeps no render that started before it', async () => {
    const pages = cache()
    let text = 'old'
    const { render, count } = renderer(() => text)
    await pages.respond(guest(), render)
    text = 'new'
    pages.clear()
    expect(await (await pages.respond(guest({ 'accept-encoding': '' }), render)).text()).toContain('<h1>new</h1>')
    expect(count()).toBe(2)
    const during = pages.respond(guest(), render)
    pages.clear()
    await during
    expect((await pages.respond(guest(), render)).headers.get('x-cache')).toBe('miss')
  })
})

describe('compression of answers', () => {
  const json = JSON.stringify({ results: Array.from({ length: 200 }, (_, id) => ({ id, title: 'Корм' })) })
  const request = (encoding: string) =>
    new Request('http://shop.test/api/x/', { headers: { 'accept-encoding': encoding } })
  const answer = (body: BodyInit, type = 'application/json', headers: Record<string, string> = {}) =>
    new Response(body, { headers: { 'Content-Type': type, ETag: '"abc"', ...headers } })

  it('compresses text with brotli, or gzip, and says it varies', async () => {
    const br = await compressed(request('gzip, br'), answer(json))
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(br.headers.get('etag')).toBe('W/"abc"')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(json)
    const gz = await compressed(request('gzip'), answer(json))
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(json)
  })

  it('leaves small bodies, binary types and visitors who accept neither alone', async () => {
    expect((await compressed(request('br'), answer('{"a":1}'))).headers.get('content-encoding')).toBeNull()
    expect((await compressed(request('br'), answer(json, 'image/png'))).headers.get('content-encoding')).toBeNull()
    expect(
      (await compressed(request('br'), answer(json, 'application/pdf'))).headers.get('content-encoding'),
    ).toBeNull()
    const plain = await compressed(request(''), answer(json))
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(json)
  })

  it('keeps a streamed page streaming: each chunk reaches the visitor before the next is written', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const head = `<html><head>${'<meta name="x" content="y">'.repeat(60)}</head>`
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(head))
        await held
        controller.enqueue(new TextEncoder().encode('<body>end</body></html>'))
        controller.close()
      },
    })
    const response = await compressed(request('gzip'), answer(stream, 'text/html; charset=utf-8'))
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(gunzipSync(Buffer.from(first.value!), { finishFlush: 2 }).toString()).toBe(head)
    release()
    const rest: Uint8Array[] = [first.value!]
    for (let next = await reader.read(); !next.done; next = await reader.read()) rest.push(next.value)
    expect(gunzipSync(Buffer.concat(rest)).toString()).toBe(`${head}<body>end</body></html>`)
  })
})
