// HTTP load against 127.0.0.1 only, bounded in time (autocannon): the shared piece of the page, cluster and soak
// benchmarks.
import autocannon from 'autocannon'

export type LoadOptions = {
  connections?: number
  seconds?: number
  headers?: Record<string, string>
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: string
}

export type LoadResult = {
  requestsPerSecond: number
  p50: number
  p99: number
  /** Answers other than 2xx/3xx/304, and connection errors and timeouts. */
  errors: number
  bytesPerRequest: number
}

/** Drives `url` for `seconds` with `connections` keep-alive connections; the loopback address only. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`load tests run against 127.0.0.1 only, not ${url}`)
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 15,
    headers: options.headers,
    // autocannon refuses an explicit undefined method: GET unless one is given.
    method: options.method ?? 'GET',
    body: options.body,
    timeout: 10,
  })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  }
}

const fixed = (value: number, digits = 0) => value.toFixed(digits)

/** One line of a load table: what, requests/s, p50, p99, errors. */
export const loadLine = (what: string, result: LoadResult) =>
  `${what.padEnd(44)} ${fixed(result.requestsPerSecond).padStart(7)} req/s  p50 ${fixed(result.p50).padStart(5)} ms` +
  `  p99 ${fixed(result.p99).padStart(5)} ms  errors ${result.errors}`
