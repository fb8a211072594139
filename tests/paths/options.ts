// `npm run test:paths` options, checked: an unknown machine, locale, viewport or shard is a clear error, never
// a run of something else.
import { parseArgs } from 'node:util'
import type { Locale, PathAdapter, Viewport } from './adapter'

export class OptionError extends Error {}

export type PathOptions = {
  machines: PathAdapter[]
  locales: Locale[]
  viewports: Viewport[]
  shard: { index: number; count: number } | null
  safe: boolean
  list: boolean
  /** Where the reports go: reports/paths unless told (a shard writes into its own folder inside). */
  reports: string
}

const both = <T extends string>(value: string, one: readonly T[], what: string): T[] => {
  if (value === 'both') return [...one]
  if ((one as readonly string[]).includes(value)) return [value as T]
  throw new OptionError(`--${what} takes ${one.join(', ')} or both, not "${value}"`)
}

function shardOf(value: string | undefined) {
  if (value === undefined) return null
  const match = /^(\d+)\/(\d+)$/.exec(value)
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0]
  if (!match || count < 1 || index < 1 || index > count)
    throw new OptionError(`--shard takes K/N with 1 ≤ K ≤ N (1/2, 2/2), not "${value}"`)
  return { index, count }
}

export function parseOptions(args: string[], adapters: PathAdapter[], env: NodeJS.ProcessEnv): PathOptions {
  let values
  try {
    ;({ values } = parseArgs({
      args,
      options: {
        machine: { type: 'string', multiple: true },
        locale: { type: 'string', default: 'both' },
        viewport: { type: 'string', default: 'both' },
        shard: { type: 'string' },
        safe: { type: 'boolean', default: false },
        list: { type: 'boolean', default: false },
        reports: { type: 'string', default: 'reports/paths' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new OptionError(error instanceof Error ? error.message : String(error))
  }
  const names = (values.machine ?? []).flatMap((value) => value.split(',')).filter(Boolean)
  const unknown = names.filter((name) => !adapters.some((adapter) => adapter.name === name))
  if (unknown.length > 0)
    throw new OptionError(
      `no machine named ${unknown.join(', ')}; the machines are ${adapters.map((adapter) => adapter.name).join(', ')}`,
    )
  return {
    machines: names.length > 0 ? adapters.filter((adapter) => names.includes(adapter.name)) : adapters,
    locales: both<Locale>(values.locale!, ['ru', 'en'], 'locale'),
    viewports: both<Viewport>(values.viewport!, ['desktop', 'mobile'], 'viewport'),
    shard: shardOf(values.shard),
    // Against another address the run is always safe: it is someone's shared copy.
    safe: values.safe! || Boolean(env.BASE_URL),
    list: values.list!,
    reports: values.reports!,
  }
}

/**
 * The machines of shard K of N: whole machines (a machine's coverage is counted in one run), dealt by their
 * number of paths, largest first, each to the shard with the fewest so far, so the shards take about as long.
 */
export function shardMachines(adapters: PathAdapter[], shard: PathOptions['shard']) {
  if (!shard) return adapters
  const load = Array.from({ length: shard.count }, () => 0)
  const mine: PathAdapter[] = []
  const sized = adapters.map((adapter) => ({ adapter, size: adapter.paths().length }))
  sized.sort((a, b) => b.size - a.size || a.adapter.name.localeCompare(b.adapter.name))
  for (const { adapter, size } of sized) {
    const lightest = load.indexOf(Math.min(...load))
    load[lightest]! += size
    if (lightest === shard.index - 1) mine.push(adapter)
  }
  return adapters.filter((adapter) => mine.includes(adapter))
}
