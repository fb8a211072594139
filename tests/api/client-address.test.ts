// TRUST_PROXY: without it a client-written X-Forwarded-For changes nothing; with it the proxy's hop counts.
import { describe, expect, it } from 'vitest'
import { createApiApp } from '../../server/app'
import { parseEnv } from '../../server/env'
import { setupApi } from '../fixtures/api-app'
import { uniqueEmail, uniqueIp } from '../fixtures/auth'

const api = setupApi({ env: () => ({ TRUST_PROXY: '0' }) })

/** A request as srvx hands it over: the socket's peer on `ip`. */
function fromSocket(socket: string, forwardedFor: string): Request {
  const request = new Request('http://localhost/api/authorization/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username: uniqueEmail('guess'), password: 'wrong-pass' }),
  })
  return Object.assign(request, { ip: socket })
}

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted: rotating X-Forwarded-For still hits the limit', async () => {
    const socket = uniqueIp()
    for (let i = 0; i < 10; i += 1) expect((await api.app.request(fromSocket(socket, uniqueIp()))).status).toBe(400)
    expect((await api.app.request(fromSocket(socket, uniqueIp()))).status).toBe(429)
    expect((await api.app.request(fromSocket(uniqueIp(), uniqueIp()))).status).toBe(400)
  })

  it('is the hop a listed proxy saw, skipping trusted proxies and ignoring what the client wrote before', async () => {
    const app = createApiApp({ ...api.ctx, env: parseEnv({ NODE_ENV: 'test', TRUST_PROXY: '10.9.0.0/16, 127.0.0.1' }) })
    const client = uniqueIp()
    for (let i = 0; i < 10; i += 1)
      expect((await app.request(fromSocket('127.0.0.1', `${uniqueIp()}, ${client}, 10.9.1.1`))).status).toBe(400)
    expect((await app.request(fromSocket('::ffff:127.0.0.1', `${client}, 10.9.2.2`))).status).toBe(429)
    // an untrusted peer's header is not believed
    expect((await app.request(fromSocket(uniqueIp(), client))).status).toBe(400)
  })
})
