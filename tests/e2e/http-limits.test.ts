// Requests the server refuses before the app sees them still answer in the API's error shape {detail}.
import { connect } from 'node:net'
import { beforeAll, describe, expect, inject, it } from 'vitest'

let baseURL: string
beforeAll(() => {
  baseURL = inject('baseURL')
})

/** Sends raw bytes and returns everything the server answers before it closes the connection. */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('HTTP limits', () => {
  it('answers headers over 16 KB with 431 {detail}', async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`)
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(answer).toMatch(/content-type: application\/json/i)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'Слишком большие заголовки запроса',
    })
  })

  it('answers a malformed request with 400 {detail}', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost localhost\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ detail: 'Некорректный запрос' })
  })

  it('answers a page URL over 8 KB with 414 {detail}, in the page locale', async () => {
    const ru = await fetch(`${baseURL}/catalog/?q=${'x'.repeat(9000)}`)
    expect(ru.status).toBe(414)
    expect(await ru.json()).toEqual({ detail: 'Слишком длинный адрес запроса' })
    const en = await fetch(`${baseURL}/en/catalog/?q=${'x'.repeat(9000)}`)
    expect(await en.json()).toEqual({ detail: 'The request address is too long' })
  })

  it('measures a chunked body while it streams (413 over 64 KB) and passes requests without a body', async () => {
    const answer = await raw(
      `POST /api/forms/feedback/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
        `10000\r\n${' '.repeat(65_536)}\r\n10\r\n${' '.repeat(16)}\r\n0\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('{"detail":"Слишком большой запрос: не больше 64 КБ"}')
    expect((await fetch(`${baseURL}/api/authorization/logout/`, { method: 'DELETE' })).status).toBe(200)
  })
})
