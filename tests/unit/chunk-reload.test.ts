import { describe, expect, it, vi } from 'vitest'
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnChunkError,
  type ChunkReloadDeps,
} from '../../src/lib/chunk-reload'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

function setup(start = 1_000_000, storage: ChunkReloadDeps['storage'] = memoryStorage()) {
  let clock = start
  const deps = { storage, now: () => clock, reload: vi.fn() }
  return { deps, advance: (ms: number) => void (clock += ms) }
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://shop.test/assets/product-abc123.js',
)

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: /assets/x.js',
    'error loading dynamically imported module: /assets/x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index-1a2b.css',
    'Loading chunk 42 failed.',
    'Loading CSS chunk vendors failed',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true)
  })

  it('recognises a ChunkLoadError by name', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
  })

  it.each([
    null,
    undefined,
    'Failed to fetch dynamically imported module',
    42,
    new Error('Network request failed'),
    {},
  ])('ignores %s', (value) => {
    expect(isChunkLoadError(value)).toBe(false)
  })
})

describe('reloadOnChunkError', () => {
  it('reloads once and records the time', () => {
    const storage = memoryStorage()
    const { deps } = setup(5_000_000, storage)
    expect(reloadOnChunkError(chunkError, deps)).toBe(true)
    expect(deps.reload).toHaveBeenCalledTimes(1)
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('5000000')
  })

  it('does not reload again within 60 seconds, and does after', () => {
    const { deps, advance } = setup()
    reloadOnChunkError(chunkError, deps)
    advance(CHUNK_RELOAD_INTERVAL_MS - 1)
    expect(reloadOnChunkError(chunkError, deps)).toBe(false)
    expect(deps.reload).toHaveBeenCalledTimes(1)
    advance(1)
    expect(reloadOnChunkError(chunkError, deps)).toBe(true)
    expect(deps.reload).toHaveBeenCalledTimes(2)
  })

  it('survives the reload: the timestamp from the previous page blocks a loop', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: String(1_000_000 - 10_000) })
    const { deps } = setup(1_000_000, storage)
    expect(reloadOnChunkError(chunkError, deps)).toBe(false)
    expect(deps.reload).not.toHaveBeenCalled()
  })

  it('ignores other errors', () => {
    const { deps } = setup()
    expect(reloadOnChunkError(new Error('Request failed with status 500'), deps)).toBe(false)
    expect(deps.reload).not.toHaveBeenCalled()
  })

  it('ignores a garbage or future timestamp', () => {
    for (const stored of ['not a number', String(9_000_000)]) {
      const { deps } = setup(1_000_000, memoryStorage({ [CHUNK_RELOAD_KEY]: stored }))
      expect(reloadOnChunkError(chunkError, deps)).toBe(true)
    }
  })

  it('does not reload when the timestamp cannot be kept', () => {
    const { deps: noStorage } = setup(1_000_000, null)
    expect(reloadOnChunkError(chunkError, noStorage)).toBe(false)
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError')
      },
    }
    const { deps } = setup(1_000_000, throwing)
    expect(reloadOnChunkError(chunkError, deps)).toBe(false)
    expect(deps.reload).not.toHaveBeenCalled()
  })
})
