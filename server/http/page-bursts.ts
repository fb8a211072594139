// A rendered page's body in bursts: the renderer writes a page in chunks of about 2 KB, nearly all of them in one go,
// and each chunk passed on alone is paid for again by every layer after it. Compression flushes after each chunk
// (so that a streamed page keeps streaming), which for a 95 KB page cost four times the CPU of compressing it whole
// and a tenth more bytes, and the socket took one write per chunk. The chunks ready together are joined into one;
// a page that pauses (waiting for data) still sends what it has at once.

/** Never hold more than this in one burst: a large page still goes out piece by piece. */
const MAX_BURST_BYTES = 256 * 1024

const PAUSED = Symbol('paused')

/** Resolves once the event loop has run its other work: the producer wrote nothing more in the meantime. */
const afterPause = () => new Promise<typeof PAUSED>((resolve) => setImmediate(resolve, PAUSED))

const joined = (chunks: Uint8Array[], bytes: number): Uint8Array =>
  chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, bytes)

/** `response` whose body passes on the chunks written together as one. */
export function inBursts(response: Response): Response {
  if (!response.body) return response
  const reader = response.body.getReader()
  let reading: Promise<ReadableStreamReadResult<Uint8Array>> | undefined
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunks: Uint8Array[] = []
      let bytes = 0
      let pause: Promise<typeof PAUSED> | undefined
      for (;;) {
        reading ??= reader.read()
        const next = pause ? await Promise.race([reading, pause]) : await reading
        pause ??= afterPause()
        if (next === PAUSED) break
        reading = undefined
        if (next.done) {
          if (chunks.length > 0) controller.enqueue(joined(chunks, bytes))
          controller.close()
          return
        }
        chunks.push(next.value)
        bytes += next.value.byteLength
        if (bytes >= MAX_BURST_BYTES) break
      }
      controller.enqueue(joined(chunks, bytes))
    },
    cancel: (reason) => reader.cancel(reason),
  })
  return new Response(body, response)
}
