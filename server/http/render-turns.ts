// Page renders that no cache answers take turns: a few at a time, the rest waiting first come, first served. The
// embedded database answers one query at a time and each page asks several in a row, so when every request renders
// at once a page's later queries queue behind the first queries of pages that arrived after it, and some requests
// wait many times longer than the others. In turns, each page finishes about as fast as the one before it, and
// fewer pages are held in memory half done.

/** `gone` is the request's signal: a visitor who left while waiting for a turn has no page rendered for them. */
export type RenderTurns = <T extends Response>(render: () => Promise<T>, gone?: AbortSignal) => Promise<Response>

/** A turn lasts until the page's body has been sent (or the visitor went away), not only until its headers. */
export function renderTurns(atOnce: number): RenderTurns {
  let rendering = 0
  const waiting: (() => void)[] = []

  const take = (): Promise<void> | undefined => {
    if (rendering < atOnce) {
      rendering += 1
      return undefined
    }
    return new Promise((resolve) => waiting.push(resolve))
  }
  const pass = () => {
    const next = waiting.shift()
    if (next) next()
    else rendering -= 1
  }

  return async (render, gone) => {
    await take()
    if (gone?.aborted) {
      pass()
      // Nobody reads it: the connection is closed.
      return new Response(null, { status: 503 })
    }
    let response: Response
    try {
      response = await render()
    } catch (error) {
      pass()
      throw error
    }
    return untilSent(response, pass)
  }
}

/** `response` whose body calls `done` once, when it has been read to its end, failed or was cancelled. */
function untilSent(response: Response, done: () => void): Response {
  if (!response.body) {
    done()
    return response
  }
  let pending = true
  const finish = () => {
    if (pending) done()
    pending = false
  }
  const reader = response.body.getReader()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await reader.read()
        if (next.done) {
          finish()
          controller.close()
        } else controller.enqueue(next.value)
      } catch (error) {
        finish()
        controller.error(error)
      }
    },
    cancel(reason) {
      finish()
      return reader.cancel(reason)
    },
  })
  return new Response(body, response)
}
