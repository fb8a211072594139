// The console table: per machine, locale and viewport, what the real app took and how the paths went.
import type { Count, GroupResult, RunResult } from '../results'

const ratio = ({ covered, total }: Count) => `${covered}/${total}`.padStart(7)
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8)

function row(group: GroupResult) {
  const run = group.paths.filter((path) => path.status !== 'skipped')
  const passed = run.filter((path) => path.status === 'passed').length
  const skipped = group.paths.length - run.length
  return [
    group.machine.padEnd(18),
    group.locale.padEnd(3),
    group.viewport.padEnd(8),
    ratio(group.states),
    ratio(group.transitions),
    `${passed}/${run.length}`.padStart(7) + (skipped ? ` (${skipped} skipped)` : ''),
    seconds(group.ms),
  ].join('  ')
}

export function resultTable(run: RunResult) {
  const header = ['machine'.padEnd(18), 'loc', 'viewport', ' states', 'transit', 'paths ok', '    time'].join('  ')
  const lines = [header, '-'.repeat(header.length + 12), ...run.groups.map(row)]
  const total = run.groups.reduce((sum, group) => sum + group.ms, 0)
  const paths = run.groups.flatMap((group) => group.paths)
  const failed = paths.filter((path) => path.status === 'failed').length
  lines.push(
    '',
    `${paths.length} paths: ${paths.length - failed - paths.filter((p) => p.status === 'skipped').length} passed, ` +
      `${failed} failed, ${paths.filter((p) => p.status === 'skipped').length} skipped; ${seconds(total).trim()}` +
      ` against ${run.target}${run.safe ? ' in safe mode' : ''}${run.shard ? `, shard ${run.shard}` : ''}`,
  )
  for (const group of run.groups)
    if (group.missed.length > 0)
      lines.push(`${group.machine} ${group.locale} ${group.viewport} did not take: ${group.missed.join('; ')}`)
  for (const error of run.adapterErrors) lines.push(`adapter: ${error}`)
  return lines.join('\n')
}

/** Whether the run is a pass: no path failed, no adapter error, and (out of safe mode) nothing missed. */
export const runPassed = (run: RunResult) =>
  run.adapterErrors.length === 0 &&
  run.groups.every(
    (group) => group.paths.every((path) => path.status !== 'failed') && (run.safe || group.missed.length === 0),
  )
