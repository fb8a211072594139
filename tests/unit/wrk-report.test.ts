// bench/wrk.ts reads wrk's report: requests/s, the 50th and 99th latency percentiles in any unit, the bytes per
// request, and every failed answer or socket error as an error.
import { describe, expect, it } from 'vitest'
import { parseWrk } from '../../bench/wrk'

const report = (latency: string[], extra = '') => `Running 10s test @ http://127.0.0.1:8080/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     6.52ms    1.20ms  20.00ms   90.00%
    Req/Sec     7.70k   500.00     8.50k    70.00%
  Latency Distribution
     50%    ${latency[0]}
     75%    6.90ms
     90%    7.80ms
     99%    ${latency[1]}
  76543 requests in 10.00s, 1.50GB read
${extra}Requests/sec:   7654.30
Transfer/sec:    153.60MB
`

describe('parseWrk', () => {
  it('reads the rate, the percentiles and the bytes per request', () => {
    expect(parseWrk(report(['812.00us', '11.20ms']))).toEqual({
      requestsPerSecond: 7654.3,
      p50: 0.812,
      p99: 11.2,
      errors: 0,
      bytesPerRequest: (1.5 * 1024 ** 3) / 76543,
    })
  })

  it('reads latencies of a second and more, which wrk ends with a space', () => {
    const result = parseWrk(report(['1.21s ', '2.50s ']))
    expect([result.p50, result.p99]).toEqual([1210, 2500])
  })

  it('counts answers other than 2xx and 3xx and every socket error', () => {
    const extra = '  Socket errors: connect 1, read 2, write 3, timeout 4\n  Non-2xx or 3xx responses: 5\n'
    expect(parseWrk(report(['6.30ms', '11.20ms'], extra)).errors).toBe(15)
  })
})
