// The QA path runner's own rules: its options refuse what they do not know, shards deal whole machines without
// losing or repeating one, safe mode lets through only what the runner restores, and the JUnit XML is
// well-formed whatever a path's title or failure holds.
import { SaxesParser } from 'saxes'
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import type { PathAdapter } from '../paths/adapter'
import { OptionError, parseOptions, shardMachines } from '../paths/options'
import { junitXml } from '../paths/report/junit'
import { runPassed } from '../paths/report/table'
import type { GroupResult, RunResult } from '../paths/results'
import { safeToSend } from '../paths/safe-mode'

const adapter = (name: string, paths: number): PathAdapter => ({
  name,
  machine: createMachine({}),
  model: createMachine({}),
  input: undefined,
  paths: () => Array.from({ length: paths }, () => ({}) as never),
  excluded: [],
  as: 'guest',
  open: () => Promise.reject(new Error('not opened in this test')),
})

const ADAPTERS = [adapter('cart', 9), adapter('auth', 4), adapter('search-suggest', 7), adapter('submission', 3)]

describe('options', () => {
  it('takes every machine, both locales and both viewports unless told', () => {
    const options = parseOptions([], ADAPTERS, {})
    expect(options.machines.map((machine) => machine.name)).toEqual(['cart', 'auth', 'search-suggest', 'submission'])
    expect(options).toMatchObject({ locales: ['ru', 'en'], viewports: ['desktop', 'mobile'], shard: null, safe: false })
  })

  it('narrows by machine (repeated or comma-separated), locale and viewport', () => {
    const options = parseOptions(
      ['--machine', 'auth,cart', '--machine', 'submission', '--locale', 'en', '--viewport', 'mobile'],
      ADAPTERS,
      {},
    )
    expect(options.machines.map((machine) => machine.name)).toEqual(['cart', 'auth', 'submission'])
    expect(options).toMatchObject({ locales: ['en'], viewports: ['mobile'] })
  })

  it('is always safe against another address', () => {
    expect(parseOptions([], ADAPTERS, { BASE_URL: 'http://127.0.0.1:4000' }).safe).toBe(true)
    expect(parseOptions(['--safe'], ADAPTERS, {}).safe).toBe(true)
  })

  it.each([
    [['--machine', 'checkout'], /no machine named checkout; the machines are cart, auth/],
    [['--locale', 'de'], /--locale takes ru, en or both, not "de"/],
    [['--viewport', 'tablet'], /--viewport takes desktop, mobile or both/],
    [['--shard', '3/2'], /--shard takes K\/N/],
    [['--shard', '0/2'], /--shard takes K\/N/],
    [['--shard', 'half'], /--shard takes K\/N/],
    [['--everything'], /Unknown option '--everything'/],
  ])('refuses %j clearly', (args, message) => {
    expect(() => parseOptions(args, ADAPTERS, {})).toThrow(OptionError)
    expect(() => parseOptions(args, ADAPTERS, {})).toThrow(message)
  })
})

describe('shards', () => {
  it('deal every machine to exactly one shard, balanced by paths', () => {
    const shards = [1, 2].map((index) => shardMachines(ADAPTERS, { index, count: 2 }))
    expect(
      shards
        .flat()
        .map((machine) => machine.name)
        .sort(),
    ).toEqual(['auth', 'cart', 'search-suggest', 'submission'])
    const sizes = shards.map((machines) => machines.reduce((sum, machine) => sum + machine.paths().length, 0))
    expect(sizes).toEqual([12, 11])
  })

  it('leave a shard empty rather than split a machine when there are more shards than machines', () => {
    const shards = [1, 2, 3, 4, 5].map((index) => shardMachines(ADAPTERS, { index, count: 5 }))
    expect(shards.map((machines) => machines.length)).toEqual([1, 1, 1, 1, 0])
  })
})

describe('safe mode', () => {
  const url = (path: string) => new URL(path, 'http://127.0.0.1')

  it('lets through reads, pages and the writes the runner puts back', () => {
    expect(safeToSend('GET', url('/api/orders/'))).toBe(true)
    expect(safeToSend('POST', url('/api/carts/items/'))).toBe(true)
    expect(safeToSend('POST', url('/api/en/carts/items/12/increase/'))).toBe(true)
    expect(safeToSend('DELETE', url('/api/favorites/'))).toBe(true)
    expect(safeToSend('POST', url('/api/authorization/login/'))).toBe(true)
    expect(safeToSend('POST', url('/search/'))).toBe(true)
    expect(safeToSend('POST', url('/api/en/orders/calc-price/'))).toBe(true)
    expect(safeToSend('POST', url('/api/orders/fast/'))).toBe(true)
    expect(safeToSend('POST', url('/api/orders/12/repeat/'))).toBe(true)
  })

  it('blocks every other write', () => {
    expect(safeToSend('POST', url('/api/orders/'))).toBe(false)
    expect(safeToSend('POST', url('/api/orders/12/cancel/'))).toBe(false)
    expect(safeToSend('POST', url('/api/authorization/registration/'))).toBe(false)
    expect(safeToSend('PATCH', url('/api/profile/'))).toBe(false)
    expect(safeToSend('POST', url('/api/forms/feedback/'))).toBe(false)
    expect(safeToSend('POST', url('/api/favorites-to-cart/'))).toBe(false)
  })
})

const group = (overrides: Partial<GroupResult> = {}): GroupResult => ({
  machine: 'cart',
  locale: 'ru',
  viewport: 'desktop',
  states: { covered: 2, total: 2 },
  transitions: { covered: 5, total: 5 },
  missed: [],
  paths: [{ title: '"idle" after {"type":"cart.run"}', status: 'passed', ms: 1200, steps: [] }],
  ms: 1300,
  ...overrides,
})

const runOf = (groups: GroupResult[], safe = false): RunResult => ({
  target: 'http://127.0.0.1:4000',
  safe,
  shard: null,
  groups,
  exclusions: {},
  adapterErrors: [],
})

describe('the verdict', () => {
  it('passes a whole run, fails a failed path, a missed transition or an adapter error', () => {
    expect(runPassed(runOf([group()]))).toBe(true)
    const failed = group({ paths: [{ title: 'x', status: 'failed', ms: 1, steps: [] }] })
    expect(runPassed(runOf([failed]))).toBe(false)
    expect(runPassed(runOf([group({ missed: ['cart.idle --cart.run--> cart.running'] })]))).toBe(false)
    expect(runPassed({ ...runOf([group()]), adapterErrors: ['cart: the exclusion "x" names nothing'] })).toBe(false)
  })

  it('does not hold safe mode to full coverage: the paths that write were not run', () => {
    expect(runPassed(runOf([group({ missed: ['checkout.sending'] })], true))).toBe(true)
  })
})

describe('JUnit XML', () => {
  it('is well-formed whatever the titles and failures hold', () => {
    const failing = group({
      paths: [
        {
          title: '"typing" after {"type":"quantity.type","text":"<b>&\'"}',
          status: 'failed',
          ms: 5,
          steps: [{ event: '{"type":"quantity.type"}', state: '"typing"', status: 'failed' }],
          failure: { message: 'expected "<1>" \u0007', expected: '"idle"', actual: 'a & b', screenshot: null },
        },
        { title: 'skipped one', status: 'skipped', ms: 0, steps: [], reason: 'not run in safe mode: places an order' },
      ],
    })
    const xml = junitXml(runOf([failing]))
    const elements: string[] = []
    const parser = new SaxesParser()
    parser.on('opentag', (tag) => elements.push(tag.name))
    parser.write(xml).close()
    expect(elements).toEqual([
      'testsuites',
      'testsuite',
      'properties',
      'property',
      'property',
      'testcase',
      'failure',
      'testcase',
      'skipped',
    ])
    expect(xml).toContain('tests="2" failures="1" skipped="1"')
  })
})
