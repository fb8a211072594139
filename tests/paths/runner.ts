// Runs the chosen adapters' paths in each chosen locale and viewport against one target, and counts what the
// real app took of each machine: states and transitions covered out of those declared minus the exclusions.
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { declaredCoverage } from '../machines/harness/coverage'
import { pathTitle } from '../machines/harness/paths'
import { describeStep } from '../machines/harness/state-keys'
import { launchChromium } from '../e2e/browser'
import type { Locale, ModelPath, PathAdapter, Viewport } from './adapter'
import { restoreBuyerState, takeBuyerState, type BuyerState } from './buyer-state'
import type { GroupResult, PathResult, RunResult } from './results'
import { runPath } from './run-path'
import type { BlockedWrite } from './safe-mode'
import { openSession, signIn, type Credentials, type SessionOptions } from './session'

export type RunPlan = {
  adapters: PathAdapter[]
  locales: Locale[]
  viewports: Viewport[]
  baseURL: string
  safe: boolean
  buyer: Credentials | null
  shard: string | null
  /** Where screenshots of failing steps go. */
  reportsDir: string
  /** Told of each path as it ends, for the console. */
  onPath?: (group: Pick<GroupResult, 'machine' | 'locale' | 'viewport'>, result: PathResult) => void
}

/** The write a path would do that safe mode must not, as the report gives it; null when the path is safe. */
function unsafeStep(adapter: PathAdapter, modelPath: ModelPath): string | null {
  for (const { event } of modelPath.steps) {
    const reason = adapter.writes?.[event.type]
    if (reason) return `not run in safe mode: ${reason}`
  }
  return null
}

const slug = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)

export async function runPaths(plan: RunPlan): Promise<RunResult> {
  const browser = await launchChromium()
  try {
    const needsBuyer = plan.adapters.some((adapter) => adapter.as === 'buyer')
    if (needsBuyer && !plan.buyer) throw new Error('these machines walk as a buyer: set PATHS_BUYER=email:password')
    const signedIn = needsBuyer ? await signIn(browser, plan.baseURL, plan.buyer!) : null
    const result: RunResult = {
      target: plan.baseURL,
      safe: plan.safe,
      shard: plan.shard,
      groups: [],
      exclusions: {},
      adapterErrors: [],
    }
    for (const adapter of plan.adapters) {
      result.exclusions[adapter.name] = adapter.excluded
      const declared = declaredCoverage(adapter.machine)
      const known = new Set([...declared.states, ...declared.transitions])
      for (const { item } of adapter.excluded)
        if (!known.has(item))
          result.adapterErrors.push(`${adapter.name}: the exclusion "${item}" names nothing the machine declares`)
      const paths = adapter.paths()
      const takenByMachine = new Set<string>()
      for (const locale of plan.locales)
        for (const viewport of plan.viewports) {
          const group = await runGroup(browser, plan, adapter, paths, { locale, viewport, signedIn }, declared)
          group.taken.forEach((item) => takenByMachine.add(item))
          result.groups.push(group.result)
        }
      for (const { item } of adapter.excluded)
        if (takenByMachine.has(item))
          result.adapterErrors.push(`${adapter.name}: "${item}" is excluded, yet the paths took it: drop the exclusion`)
    }
    return result
  } finally {
    await browser.close()
  }
}

type GroupOptions = Pick<SessionOptions, 'locale' | 'viewport' | 'signedIn'>

async function runGroup(
  browser: Browser,
  plan: RunPlan,
  adapter: PathAdapter,
  paths: ModelPath[],
  { locale, viewport, signedIn }: GroupOptions,
  declared: { states: string[]; transitions: string[] },
) {
  const started = performance.now()
  const sessionOptions: SessionOptions = {
    browser,
    baseURL: plan.baseURL,
    locale,
    viewport,
    safe: plan.safe,
    signedIn,
    buyer: plan.buyer,
  }
  const taken = new Set<string>()
  const results: PathResult[] = []
  let found: BuyerState | null = null
  for (const [index, modelPath] of paths.entries()) {
    const title = pathTitle(modelPath, describeStep)
    const skipped = plan.safe ? unsafeStep(adapter, modelPath) : null
    if (skipped) {
      results.push({ title, status: 'skipped', ms: 0, steps: [], reason: skipped })
      plan.onPath?.({ machine: adapter.name, locale, viewport }, results.at(-1)!)
      continue
    }
    const blocked: BlockedWrite[] = []
    const session = await openSession(sessionOptions, adapter, blocked)
    try {
      if (adapter.as === 'buyer') found ??= await takeBuyerState(session)
      const screenshot = path.join(
        plan.reportsDir,
        'screens',
        `${adapter.name}-${locale}-${viewport}-${index + 1}-${slug(title)}.png`,
      )
      const run = await runPath({ adapter, path: modelPath, title, session, blocked, screenshot })
      if (found) await restoreAfter(session, found, run.result)
      if (run.taken && run.result.status === 'passed')
        for (const item of [...run.taken.states, ...run.taken.transitions]) taken.add(item)
      results.push(run.result)
    } finally {
      await session.context.close()
    }
    plan.onPath?.({ machine: adapter.name, locale, viewport }, results.at(-1)!)
  }
  const excluded = new Set(adapter.excluded.map(({ item }) => item))
  const count = (items: string[]) => {
    const counted = items.filter((item) => !excluded.has(item))
    return { covered: counted.filter((item) => taken.has(item)).length, total: counted.length }
  }
  const missed = [...declared.states, ...declared.transitions].filter((item) => !excluded.has(item) && !taken.has(item))
  const result: GroupResult = {
    machine: adapter.name,
    locale,
    viewport,
    states: count(declared.states),
    transitions: count(declared.transitions),
    missed,
    paths: results,
    ms: performance.now() - started,
  }
  return { result, taken }
}

/** Puts the buyer's cart and favourites back; a path that cannot be undone fails, whatever it did before. */
async function restoreAfter(session: Parameters<typeof restoreBuyerState>[0], found: BuyerState, result: PathResult) {
  try {
    await restoreBuyerState(session, found)
  } catch (error) {
    result.status = 'failed'
    result.failure ??= {
      message: `the buyer's cart and favourites could not be put back: ${String(error)}`,
      expected: JSON.stringify(found),
      actual: '',
      screenshot: null,
    }
  }
}
