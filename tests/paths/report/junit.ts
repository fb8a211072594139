// JUnit XML for any CI: a suite per machine, locale and viewport; a case per path (skipped in safe mode where the
// path writes); the coverage as the suite's properties.
import { xmlText as attr } from '../../../server/xml-text'
import type { GroupResult, RunResult } from '../results'

const seconds = (ms: number) => (ms / 1000).toFixed(3)

function suite(group: GroupResult) {
  const name = `${group.machine} (${group.locale}, ${group.viewport})`
  const failures = group.paths.filter((path) => path.status === 'failed').length
  const skipped = group.paths.filter((path) => path.status === 'skipped').length
  const cases = group.paths.map((path) => {
    const classname = attr(`paths.${group.machine}.${group.locale}.${group.viewport}`)
    const open = `    <testcase classname="${classname}" name="${attr(path.title)}" time="${seconds(path.ms)}"`
    if (path.status === 'skipped')
      return `${open}>\n      <skipped message="${attr(path.reason ?? '')}"/>\n    </testcase>`
    if (path.status === 'passed') return `${open}/>`
    const failure = path.failure!
    const steps = path.steps.map((step) => `${step.status.padEnd(7)} ${step.event} → ${step.state}`).join('\n')
    const body = `${failure.message}\n\nexpected: ${failure.expected}\nactual: ${failure.actual}\n\n${steps}`
    return `${open}>\n      <failure message="${attr(failure.message)}">${attr(body)}</failure>\n    </testcase>`
  })
  const properties = [
    ['states', `${group.states.covered}/${group.states.total}`],
    ['transitions', `${group.transitions.covered}/${group.transitions.total}`],
  ]
    .map(([key, value]) => `      <property name="${key}" value="${value}"/>`)
    .join('\n')
  return (
    `  <testsuite name="${attr(name)}" tests="${group.paths.length}" failures="${failures}" skipped="${skipped}"` +
    ` errors="0" time="${seconds(group.ms)}">\n` +
    `    <properties>\n${properties}\n    </properties>\n${cases.join('\n')}\n  </testsuite>`
  )
}

export function junitXml(run: RunResult) {
  const paths = run.groups.flatMap((group) => group.paths)
  const failures = paths.filter((path) => path.status === 'failed').length
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites name="machine paths" tests="${paths.length}" failures="${failures}">\n` +
    `${run.groups.map(suite).join('\n')}\n</testsuites>\n`
  )
}
