// The HTML report QA reads: the coverage table, each machine's exclusions with their reasons, and every path with
// its steps; a failing path shows the step it failed at, the expected and the actual state, and a screenshot.
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import type { GroupResult, PathResult, RunResult } from '../results'

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1b1b1b}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}.passed{color:#17702f}
.failed{color:#b3261e;font-weight:600}.skipped,.not-run{color:#666}details{margin:4px 0}summary{cursor:pointer}
pre{white-space:pre-wrap;background:#f6f6f6;padding:8px}img{max-width:100%;border:1px solid #ccc}`

const share = ({ covered, total }: { covered: number; total: number }) =>
  `${covered}/${total}${total ? ` (${Math.round((covered / total) * 100)} %)` : ''}`

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const anchor = (group: GroupResult) => `${group.machine}-${group.locale}-${group.viewport}`

function GroupRow({ group }: { group: GroupResult }) {
  const run = group.paths.filter((result) => result.status !== 'skipped')
  const passed = run.filter((result) => result.status === 'passed').length
  const skipped = group.paths.length - run.length
  const whole = passed === run.length && group.missed.length === 0
  return (
    <tr>
      <td>
        <a href={`#${anchor(group)}`}>{group.machine}</a>
      </td>
      <td>{group.locale}</td>
      <td>{group.viewport}</td>
      <td>{share(group.states)}</td>
      <td>{share(group.transitions)}</td>
      <td className={whole ? 'passed' : 'failed'}>
        {passed}/{run.length}
        {skipped > 0 && `, ${skipped} skipped`}
      </td>
      <td>{seconds(group.ms)}</td>
    </tr>
  )
}

function PathBlock({ result, reportDir }: { result: PathResult; reportDir: string }) {
  const { failure } = result
  return (
    <details open={result.status === 'failed'}>
      <summary className={result.status}>
        {result.status}: {result.title} ({seconds(result.ms)})
      </summary>
      {result.reason && <p>{result.reason}</p>}
      <ol>
        {result.steps.map((step, index) => (
          <li key={index} className={step.status.replace(' ', '-')}>
            {step.event} → <code>{step.state}</code> ({step.status})
          </li>
        ))}
      </ol>
      {failure && (
        <>
          <pre>{failure.message}</pre>
          <p>
            <b>Expected</b> {failure.expected}
          </p>
          <p>
            <b>Actual</b> {failure.actual}
          </p>
          {failure.screenshot && (
            <img alt="The page when the step failed" src={path.relative(reportDir, failure.screenshot)} />
          )}
        </>
      )}
    </details>
  )
}

function GroupSection({ group, reportDir }: { group: GroupResult; reportDir: string }) {
  return (
    <section id={anchor(group)}>
      <h3>
        {group.machine}, {group.locale}, {group.viewport}
      </h3>
      {group.missed.length > 0 && (
        <>
          <p className="failed">Not taken:</p>
          <ul>
            {group.missed.map((item) => (
              <li key={item}>
                <code>{item}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      {group.paths.map((result, index) => (
        <PathBlock key={index} result={result} reportDir={reportDir} />
      ))}
    </section>
  )
}

function Exclusions({ run }: { run: RunResult }) {
  return Object.entries(run.exclusions).map(([machine, items]) => (
    <section key={machine}>
      <h3>{machine}</h3>
      {items.length === 0 ? (
        <p>None: the browser takes every state and transition.</p>
      ) : (
        <ul>
          {items.map(({ item, reason }) => (
            <li key={item}>
              <code>{item}</code>: {reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  ))
}

function Report({ run, reportDir }: { run: RunResult; reportDir: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Machine paths</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <h1>Machine paths in the real app</h1>
        <p>
          Against {run.target}
          {run.safe && ', in safe mode'}
          {run.shard && `, shard ${run.shard}`}.
        </p>
        <table>
          <thead>
            <tr>
              {['machine', 'locale', 'viewport', 'states', 'transitions', 'paths passed', 'time'].map((head) => (
                <th key={head}>{head}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {run.groups.map((group) => (
              <GroupRow key={anchor(group)} group={group} />
            ))}
          </tbody>
        </table>
        {run.adapterErrors.length > 0 && (
          <>
            <h2 className="failed">Adapter errors</h2>
            <ul>
              {run.adapterErrors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </>
        )}
        <h2>Paths</h2>
        {run.groups.map((group) => (
          <GroupSection key={anchor(group)} group={group} reportDir={reportDir} />
        ))}
        <h2>Exclusions</h2>
        <Exclusions run={run} />
      </body>
    </html>
  )
}

export const htmlReport = (run: RunResult, reportDir: string) =>
  `<!doctype html>\n${renderToStaticMarkup(<Report run={run} reportDir={reportDir} />)}\n`
