// The adapter contract: how the QA path runner (tests/paths/runner.ts) reaches one machine's screen in the real
// app, does each of its events through the page, and checks each of its states on the page. One adapter per
// user-facing machine, in tests/paths/adapters/, listed in adapters/index.ts.
import type { TestPath } from '@xstate/graph'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import type { PathSession } from './session'

export type Locale = 'ru' | 'en'
export type Viewport = 'desktop' | 'mobile'

export type ModelPath = TestPath<AnyMachineSnapshot, EventObject>

/** A state id (`cart.running`) or a transition name (coverage.ts transitionName) the browser does not take. */
export type Exclusion = { item: string; reason: string }

/** One step's work: `before` is the model's state the event starts from; `advance()` moves the model on (once). */
export type Step = { event: EventObject; before: AnyMachineSnapshot; advance: () => AnyMachineSnapshot }

/** One path's run on a fresh page: made by `open`, used for that path only. */
export type PathDriver = {
  /**
   * Does in the page what `step.event` stands for. The runner moves the model on after it; call
   * `step.advance()` first where the page's next move depends on the model's next state (a held answer the
   * machine follows with a request of its own).
   */
  act: (step: Step) => Promise<void>
  /** Checks that the page shows `state`: the model's state, with the context this very path gave it. */
  check: (state: AnyMachineSnapshot) => Promise<void>
  /** What the page shows now, in a line or two, for the report when a step fails. */
  describe?: () => Promise<string>
}

export type PathAdapter = {
  /** As `--machine` names it: the machine's file name without `.machine.ts`. */
  name: string
  /** The machine the app runs: its declared states and transitions are what coverage counts. */
  machine: AnyStateMachine
  /** The model the paths were generated from and the follower replays (testModelMachine of the machine, or a
   *  version with the app's own rules provided), and its input. */
  model: AnyStateMachine
  input: unknown
  /** The paths to run (coveringPaths of a TestModel offering only what the page offers); built once, lazily. */
  paths: () => ModelPath[]
  /** What the browser does not take, each with why; the report lists them. */
  excluded: Exclusion[]
  /** Who walks the paths: a guest, or the signed-in buyer (the demo buyer, or PATHS_BUYER against BASE_URL). */
  as: 'guest' | 'buyer'
  /**
   * Events whose action changes data safe mode must leave alone (an order placed, a profile saved, a form
   * sent to staff), with why: a path that has one is not run in safe mode and the report says so.
   */
  writes?: Record<string, string>
  /** Opens the machine's screen for one path on `session.page` and answers how to act and check there. */
  open: (session: PathSession) => Promise<PathDriver>
}
