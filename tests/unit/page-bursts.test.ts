import { describe, expect, it } from 'vitest'
import { inBursts } from '../../server/http/page-bursts'

const bytes = (text: string) => new TextEncoder().encode(text)

/** The chunks a body is read in, as text. */
async function chunksOf(response: Response): Promise<string[]> {
  const chunks: string[] = []
  const reader = response.body!.getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read())
    chunks.push(new TextDecoder().decode(next.value))
  return chunks
}

describe('inBursts', () => {
  it('joins the chunks written together and keeps the status and headers', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['<html>', '<body>', 'cards', '</body></html>']) controller.enqueue(bytes(part))
        controller.close()
      },
    })
    const response = inBursts(new Response(body, { status: 404, headers: { 'content-type': 'text/html' } }))
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html')
    expect(await chunksOf(response)).toEqual(['<html><body>cards</body></html>'])
  })

  it('sends what is ready when the page pauses, before the rest arrives', async () => {
    let finish!: () => void
    const later = new Promise<void>((resolve) => (finish = resolve))
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('shell '))
        controller.enqueue(bytes('header '))
        await later
        controller.enqueue(bytes('listing'))
        controller.close()
      },
    })
    const reader = inBursts(new Response(body)).body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('shell header ')
    finish()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('listing')
    expect((await reader.read()).done).toBe(true)
  })

  it('never holds more than a bounded burst', async () => {
    const kilobyte = 'x'.repeat(1024)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 300; index += 1) controller.enqueue(bytes(kilobyte))
        controller.close()
      },
    })
    const chunks = await chunksOf(inBursts(new Response(body)))
    expect(chunks.map((chunk) => chunk.length)).toEqual([256 * 1024, 44 * 1024])
  })

  it('passes the visitor leaving on to the page', async () => {
    let reason: unknown
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(bytes('part')),
      cancel: (why) => {
        reason = why
      },
    })
    const reader = inBursts(new Response(body)).body!.getReader()
    await reader.read()
    await reader.cancel('gone')
    expect(reason).toBe('gone')
  })

  it('leaves an answer without a body as it is', () => {
    const empty = new Response(null, { status: 304 })
    expect(inBursts(empty)).toBe(empty)
  })
})
