// One generated path against the real app: a fresh page, the adapter's driver, and a model actor that follows
// the page step by step. Each step does the event through the page, moves the model, checks the model is where
// the path says, then checks the page shows the model's state. A step that fails leaves a screenshot and what
// was expected and seen; an error thrown in the page or a write blocked by safe mode fails the path too.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { coverageRecorder } from '../machines/harness/coverage'
import { describeStep } from '../machines/harness/state-keys'
import type { ModelPath, PathAdapter, PathDriver } from './adapter'
import type { PathResult, StepRecord } from './results'
import type { BlockedWrite } from './safe-mode'
import type { PathSession } from './session'

/** A step longer than this is stuck (an awaited answer that never came): it fails rather than hangs. */
const STEP_TIMEOUT_MS = 45_000

const valueOf = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)

function withinStepTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${STEP_TIMEOUT_MS / 1000} s`)), STEP_TIMEOUT_MS)
  })
  return Promise.race([work, stuck]).finally(() => clearTimeout(timer))
}

export type PathRunOptions = {
  adapter: PathAdapter
  path: ModelPath
  title: string
  session: PathSession
  blocked: BlockedWrite[]
  /** Where a failing step's screenshot goes (a PNG). */
  screenshot: string
}

/** Runs the path; answers its result and, when it passed, the states and transitions it took. */
export async function runPath(options: PathRunOptions) {
  const { adapter, path: modelPath, title, session, blocked } = options
  const started = performance.now()
  const coverage = coverageRecorder()
  const follower = createActor(adapter.model, { input: adapter.input, inspect: coverage.inspect })
  const pageErrors: string[] = []
  session.page.on('pageerror', (error) => pageErrors.push(error.message))
  const events = modelPath.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init')
  const planned = modelPath.steps.slice(1).map((step) => valueOf(step.state))
  const steps: StepRecord[] = [
    { event: 'start', state: valueOf(modelPath.steps[0]!.state), status: 'not run' },
    ...events.map((event, index) => ({
      event: describeStep(event),
      state: planned[index]!,
      status: 'not run' as const,
    })),
  ]
  let current = 0
  let driver: PathDriver | null = null

  const healthy = () => {
    if (blocked.length > 0) throw blocked[0]!
    if (pageErrors.length > 0) throw new Error(`the page threw: ${pageErrors[0]}`)
  }

  try {
    driver = await withinStepTime(adapter.open(session), 'opening the screen')
    follower.start()
    await withinStepTime(driver.check(follower.getSnapshot()), 'the first check')
    healthy()
    steps[0]!.status = 'passed'
    for (const [index, event] of events.entries()) {
      current = index + 1
      await withinStepTime(takeStep(driver, follower, event), describeStep(event))
      const reached = valueOf(follower.getSnapshot())
      if (reached !== planned[index])
        throw new Error(
          `the model reached ${reached}, not ${planned[index]} as the path planned: the adapter or model is wrong`,
        )
      await withinStepTime(driver.check(follower.getSnapshot()), `checking ${reached}`)
      healthy()
      steps[current]!.status = 'passed'
    }
    const result: PathResult = { title, status: 'passed', ms: performance.now() - started, steps }
    return { result, taken: coverage }
  } catch (error) {
    steps[current]!.status = 'failed'
    const message = error instanceof Error ? error.message : String(error)
    const result: PathResult = {
      title,
      status: 'failed',
      ms: performance.now() - started,
      steps,
      failure: {
        message,
        expected: follower.getSnapshot().status === 'active' ? describeState(follower.getSnapshot()) : '(not started)',
        actual: await seen(session, driver),
        screenshot: await screenshot(session, options.screenshot),
      },
    }
    return { result, taken: null }
  } finally {
    follower.stop()
  }
}

async function takeStep(driver: PathDriver, follower: ReturnType<typeof createActor>, event: EventObject) {
  const before = follower.getSnapshot() as AnyMachineSnapshot
  let advanced = false
  const advance = () => {
    if (!advanced) follower.send(event)
    advanced = true
    return follower.getSnapshot() as AnyMachineSnapshot
  }
  await driver.act({ event, before, advance })
  advance()
}

/** The model's state for the report: its value and its context, shortened. */
function describeState(snapshot: AnyMachineSnapshot) {
  const context = JSON.stringify(snapshot.context, (_, value) => (typeof value === 'function' ? undefined : value))
  return `${valueOf(snapshot)} with ${context.length > 600 ? `${context.slice(0, 600)}…` : context}`
}

async function seen(session: PathSession, driver: PathDriver | null) {
  const where = `${session.page.url()}`
  try {
    const described = await driver?.describe?.()
    return described ? `${described} (at ${where})` : `at ${where}`
  } catch {
    return `at ${where}`
  }
}

async function screenshot(session: PathSession, file: string) {
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await session.page.screenshot({ path: file, timeout: 5_000 })
    return file
  } catch {
    return null
  }
}
