// HTTP load from wrk (Debian's `wrk`, in C): far less CPU per request than autocannon, so on a small machine the
// load generator leaves the cores to the server it measures. Same bounds and result as bench/load.ts.
import { execFileSync, spawn } from 'node:child_process'
import type { LoadOptions, LoadResult } from './load'

/** The Accept-Encoding a browser sends: kept guest pages go out precompressed, the rest compressed per answer. */
export const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

/** Throws with what to install when wrk is missing. */
export function requireWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
  } catch (error) {
    // wrk --version prints its banner and exits 1: only a missing binary fails to spawn.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('this benchmark needs wrk, a load generator in C (Debian: apt-get install wrk)', {
        cause: error,
      })
  }
}

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

/** A wrk duration (`812.00us`, `6.52ms`, `1.20s `: longer ones end in a space) in milliseconds. */
const millis = (text: string | undefined) => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '')
  return match ? Number(match[1]) * UNITS[match[2]!]! : Number.NaN
}

/** The figures of wrk's report (run with --latency). */
export function parseWrk(report: string): LoadResult {
  const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1] ?? 0)
  const requests = number(/(\d+) requests in /)
  const bytes = /requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB|TB) read/.exec(report)
  const scale = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 }
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report)
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50: millis(/^\s+50%\s+(\S+)\s*$/m.exec(report)?.[1]),
    p99: millis(/^\s+99%\s+(\S+)\s*$/m.exec(report)?.[1]),
    errors:
      number(/Non-2xx or 3xx responses: (\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
    bytesPerRequest: bytes && requests > 0 ? (Number(bytes[1]) * scale[bytes[2] as keyof typeof scale]) / requests : 0,
  }
}

/** Drives `url` for `seconds` with `connections` keep-alive connections from one wrk thread; 127.0.0.1 only. */
export async function wrk(url: string, options: Omit<LoadOptions, 'method' | 'body'> = {}): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`load tests run against 127.0.0.1 only, not ${url}`)
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const args = ['-t1', `-c${options.connections ?? 50}`, `-d${options.seconds ?? 15}s`, '--timeout', '10s']
  const child = spawn('wrk', [...args, '--latency', ...headers, url], { stdio: ['ignore', 'pipe', 'inherit'] })
  let report = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (report += chunk))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  if (code !== 0) throw new Error(`wrk exited with ${code}: ${report}`)
  return parseWrk(report)
}
