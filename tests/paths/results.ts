// What a run produces, for the table, the JUnit XML and the HTML report.
import type { Locale, Viewport } from './adapter'

export type StepRecord = {
  /** The event as the report shows it; `start` for the page as the path opens it. */
  event: string
  /** The model's state value after it. */
  state: string
  status: 'passed' | 'failed' | 'not run'
}

export type PathResult = {
  title: string
  status: 'passed' | 'failed' | 'skipped'
  ms: number
  steps: StepRecord[]
  /** Why a path was skipped (safe mode) or how it failed. */
  reason?: string
  failure?: { message: string; expected: string; actual: string; screenshot: string | null }
}

export type Count = { covered: number; total: number }

export type GroupResult = {
  machine: string
  locale: Locale
  viewport: Viewport
  states: Count
  transitions: Count
  /** Declared but neither taken nor excluded. */
  missed: string[]
  paths: PathResult[]
  ms: number
}

export type RunResult = {
  target: string
  safe: boolean
  shard: string | null
  groups: GroupResult[]
  /** Every machine's exclusions, by machine name. */
  exclusions: Record<string, { item: string; reason: string }[]>
  /** Problems with an adapter itself: an exclusion naming nothing the machine declares, or taken after all. */
  adapterErrors: string[]
}
