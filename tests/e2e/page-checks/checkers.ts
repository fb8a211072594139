// The two page checkers: axe-core run inside the page (through the DevTools protocol, so a page's CSP does not
// stop it), and the Nu HTML checker over a folder of saved pages in one Java start (it takes seconds to start).
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')

/** An axe violation, with the markup of the nodes it was found on. */
export type AxeProblem = { rule: string; impact: string; help: string; nodes: string[] }

type AxeResults = {
  violations: { id: string; impact?: string | null; help: string; nodes: { html: string; failureSummary?: string }[] }[]
}

/** The serious and critical axe violations of the page as it is now. */
export async function axeProblems(page: Page): Promise<AxeProblem[]> {
  const results = (await page.evaluate(
    `(async () => { ${AXE_SOURCE}; return axe.run(document, { resultTypes: ['violations'] }) })()`,
  )) as AxeResults
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.html.slice(0, 300)}\n    ${node.failureSummary ?? ''}`),
    }))
}

/** A Nu checker error: the file (a saved page) and what is wrong where. */
export type NuError = { file: string; line?: number; message: string; extract?: string }

type NuAnswer = { messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[] }

/** Runs the Nu HTML checker once over `files` and returns its errors. */
export async function nuErrors(files: string[]): Promise<NuError[]> {
  const answer = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  })
    // vnu exits 1 when it found errors; its JSON answer is on stderr either way.
    .catch((error: { stderr?: string; code?: number }) => {
      if (error.code === 1 && error.stderr) return { stderr: error.stderr }
      throw error
    })
  const { messages } = JSON.parse(answer.stderr) as NuAnswer
  return messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => ({
      file: path.basename(decodeURIComponent(message.url)),
      line: message.lastLine,
      message: message.message,
      extract: message.extract,
    }))
}
