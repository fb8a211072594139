// The guest page cache and compression on the built server: a guest's second visit is served from the cache,
// compressed, revalidated with a 304; a signed-in visitor never gets a kept page; a staff edit shows at once.
import { describe, expect, inject, it } from 'vitest'
import type { StaffSlide } from '../../contract/staff/content/slides'

const baseURL = () => inject('baseURL')
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseURL()}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers }, redirect: 'manual' })

/** Fetched twice, so the second answer is the kept one. */
async function kept(path: string, headers: Record<string, string> = {}) {
  await (await get(path, headers)).arrayBuffer()
  return get(path, headers)
}

async function staffBearer(username: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseURL()}/api/authorization/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL() },
    body: JSON.stringify({ username, password }),
  })
  expect(response.status).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
}

describe('guest page cache', () => {
  it('serves a guest the second time from the cache, compressed to the same HTML', async () => {
    const second = await kept('/catalog/')
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(second.headers.get('content-encoding')).toBe('br')
    expect(second.headers.get('cache-control')).toBe('public, max-age=60')
    expect(second.headers.get('vary')).toMatch(/Cookie.*Accept-Encoding/)
    const brotli = await second.text()
    const gzip = await get('/catalog/', { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const identity = await get('/catalog/', { 'accept-encoding': 'identity' })
    expect(identity.headers.get('content-encoding')).toBeNull()
    const html = await identity.text()
    expect(html).toContain('</html>')
    expect(await gzip.text()).toBe(html)
    expect(brotli).toBe(html)
  })

  it('answers 304 to the ETag it gave', async () => {
    const page = await kept('/catalog/')
    const etag = page.headers.get('etag')!
    expect(etag).toMatch(/^W\/"/)
    const revalidated = await get('/catalog/', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(etag)
  })

  it('keeps a page per cookie-bar consent and city', async () => {
    const withBar = await (await kept('/catalog/')).text()
    const accepted = await kept('/catalog/', { cookie: 'cb=1' })
    expect(accepted.headers.get('x-cache')).toBe('hit')
    expect(await accepted.text()).not.toBe(withBar)
  })

  it('never serves a signed-in visitor from it, and keeps their page private with a fresh nonce', async () => {
    const cookie = `session=${inject('buyerToken')}`
    await kept('/catalog/')
    const [first, second] = await Promise.all([get('/catalog/', { cookie }), get('/catalog/', { cookie })])
    for (const page of [first, second]) {
      expect(page.headers.get('x-cache')).toBe('bypass')
      expect(page.headers.get('cache-control')).toBe('private, no-store')
      expect(page.headers.get('content-encoding')).toBe('br')
    }
    const nonce = (page: Response) => /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce(first)).toBeDefined()
    expect(nonce(first)).not.toBe(nonce(second))
    expect(await first.text()).toContain(`nonce="${nonce(first)}"`)
  })

  it('never keeps a personal page for a guest: a mailed link, sign-in, the cart', async () => {
    for (const path of ['/auth/reset/?token=abc', '/en/auth/login/', '/order/cart/']) {
      const page = await kept(path)
      expect(page.headers.get('x-cache'), path).toBe('bypass')
      expect(page.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it('keeps its nonce for a page whose state holds a character the HTML parser rewrites', async () => {
    const page = await kept('/search/?q=%00')
    expect(page.headers.get('x-cache')).toBe('bypass')
    expect(page.headers.get('content-security-policy')).toMatch(/'nonce-/)
  })

  it('compresses API answers too', async () => {
    const answer = await get('/api/catalog/products/?ps=24')
    expect(answer.headers.get('content-encoding')).toBe('br')
    expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(((await answer.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0)
  })

  it('shows a new FAQ item at once (site)', async () => {
    const editor = await staffBearer('editor@example.com', 'editor12345')
    const question = `Cache question ${Date.now().toString(36)}?`
    expect(await (await kept('/en/faq/')).text()).not.toContain(question)
    const created = await fetch(`${baseURL()}/api/staff/content/collections/faq/`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({
        question: { ru: question, en: question },
        answer: { ru: '<p>Да</p>', en: '<p>Yes</p>' },
        is_published: true,
      }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const after = await get('/en/faq/')
    expect(after.headers.get('x-cache')).toBe('miss')
    expect(await after.text()).toContain(question)
    await fetch(`${baseURL()}/api/staff/content/collections/faq/${id}/`, { method: 'DELETE', headers: editor })
    expect(await (await get('/en/faq/')).text()).not.toContain(question)
  })

  it('shows a changed slide on the home page at once (content)', async () => {
    const editor = await staffBearer('editor@example.com', 'editor12345')
    const list = await fetch(`${baseURL()}/api/staff/content/slides/`, { headers: editor })
    const slide = ((await list.json()) as { results: StaffSlide[] }).results.find((each) => each.is_published)
    expect(slide).toBeDefined()
    const marker = `Slide ${Date.now().toString(36)}`
    await (await kept('/en/')).arrayBuffer()
    const save = (text: StaffSlide['text']) =>
      fetch(`${baseURL()}/api/staff/content/slides/${slide!.id}/`, {
        method: 'PUT',
        headers: editor,
        body: JSON.stringify({ ...slide, text }),
      })
    expect((await save({ ...slide!.text, en: `<p>${marker}</p>` })).status).toBe(200)
    try {
      expect(await (await get('/en/')).text()).toContain(marker)
    } finally {
      await save(slide!.text)
    }
  })
})
