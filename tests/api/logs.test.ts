// The API's structured log: a line per request, and an unexpected error logged once with its stack and request
// id, never with the body or the secrets in the headers.
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createApiApp } from '../../server/app'
import type { Db } from '../../server/db/client'
import { createLogger } from '../../server/http/logger'
import { setupApi } from '../fixtures/api-app'

const api = setupApi()

function capture() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { lines, logger: createLogger({ NODE_ENV: 'test' }, stream) }
}

/** A database that fails every query, as one that went away would. */
const brokenDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('database went away')
    },
  },
) as unknown as Db

describe('logs', () => {
  it('log each request with its id, status and time, secrets redacted', async () => {
    const { lines, logger } = capture()
    const app = createApiApp({ ...api.ctx, logger })
    const response = await app.request('http://localhost/api/catalog/products/?q=secret-query', {
      headers: { cookie: 'session=abc', 'x-request-id': 'req-1' },
    })
    const [line, ...more] = lines
    expect(more).toEqual([])
    expect(line).toMatchObject({
      requestId: 'req-1',
      method: 'GET',
      path: '/api/catalog/products/',
      status: response.status,
      ms: expect.any(Number) as number,
    })
    expect(JSON.stringify(lines)).not.toMatch(/secret-query|session=abc/)
  })

  it('log a 500 once with the stack and request id, never the body', async () => {
    const { lines, logger } = capture()
    const app = createApiApp({ ...api.ctx, db: brokenDb, logger })
    const response = await app.request('http://localhost/api/authorization/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-500', authorization: 'Bearer top-secret' },
      body: JSON.stringify({ username: 'owner@example.com', password: 'hunter2-password' }),
    })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ detail: expect.any(String) as string })
    const errors = lines.filter((line) => line.level === 50)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      requestId: 'req-500',
      err: { message: 'database went away', stack: expect.stringContaining('Error: database went away') as string },
    })
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|top-secret|owner@example/)
  })
})
