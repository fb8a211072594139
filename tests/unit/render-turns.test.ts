import { describe, expect, it } from 'vitest'
import { renderTurns } from '../../server/http/render-turns'

/** A render that waits until `finish` is called, then answers `body`. */
function gate(body: string | null = 'page') {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  const render = async () => {
    await done
    return new Response(body)
  }
  return { render, finish }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('renderTurns', () => {
  it('renders a few pages at a time and lets the waiting ones in first come, first served', async () => {
    const inTurn = renderTurns(2)
    const started: number[] = []
    const gates = [0, 1, 2, 3].map(() => gate())
    const answers = gates.map(({ render }, index) =>
      inTurn(() => {
        started.push(index)
        return render()
      }),
    )
    await settle()
    expect(started).toEqual([0, 1])
    gates[1]!.finish()
    // A turn lasts until the body is read, not only until the headers are ready.
    const second = await answers[1]!
    await settle()
    expect(started).toEqual([0, 1])
    expect(await second.text()).toBe('page')
    await settle()
    expect(started).toEqual([0, 1, 2])
    gates[0]!.finish()
    await (await answers[0]!).text()
    await settle()
    expect(started).toEqual([0, 1, 2, 3])
  })

  it('gives the turn back when a render fails, when the visitor goes away and for a body-less answer', async () => {
    const inTurn = renderTurns(1)
    await expect(inTurn(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    const cancelled = await inTurn(async () => new Response('page'))
    await cancelled.body!.cancel()
    const empty = await inTurn(async () => new Response(null, { status: 304 }))
    expect(empty.status).toBe(304)
    const last = await inTurn(async () => new Response('last', { headers: { 'X-Kept': 'yes' } }))
    expect(last.headers.get('X-Kept')).toBe('yes')
    expect(await last.text()).toBe('last')
  })
  it('renders nothing for a visitor who left while waiting for a turn', async () => {
    const inTurn = renderTurns(1)
    const first = gate()
    const answer = inTurn(first.render)
    const left = new AbortController()
    let rendered = false
    const waiting = inTurn(async () => {
      rendered = true
      return new Response('page')
    }, left.signal)
    left.abort()
    first.finish()
    await (await answer).text()
    expect((await waiting).status).toBe(503)
    expect(rendered).toBe(false)
    expect(await (await inTurn(async () => new Response('next'))).text()).toBe('next')
  })
})
