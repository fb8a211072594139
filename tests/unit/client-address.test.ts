import { describe, expect, it } from 'vitest'
import { parseTrustProxy, resolveClientAddress, type TrustProxy } from '../../server/http/client-address'
import { EnvError, parseEnv } from '../../server/env'

const trust = (value: string) => parseTrustProxy(value) as TrustProxy

describe('client address', () => {
  it('is the socket peer by default, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress(trust(''), '203.0.113.5', '1.2.3.4')).toBe('203.0.113.5')
    expect(resolveClientAddress(trust('0'), '::ffff:203.0.113.5', undefined)).toBe('203.0.113.5')
    expect(resolveClientAddress(null, undefined, '1.2.3.4')).toBe('unknown')
  })

  it('trusts a number of hops from the right', () => {
    expect(resolveClientAddress(trust('1'), '10.0.0.1', 'spoofed, 198.51.100.7')).toBe('198.51.100.7')
    expect(resolveClientAddress(trust('2'), '10.0.0.1', 'spoofed, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7')
    expect(resolveClientAddress(trust('3'), '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7')
    expect(resolveClientAddress(trust('1'), '10.0.0.1', undefined)).toBe('10.0.0.1')
  })

  it('trusts listed proxies and CIDRs only', () => {
    const list = trust('10.0.0.0/8, 2001:db8::1')
    expect(resolveClientAddress(list, '10.1.1.1', 'spoofed, 198.51.100.7, 10.2.2.2')).toBe('198.51.100.7')
    expect(resolveClientAddress(list, '2001:db8::1', '198.51.100.7')).toBe('198.51.100.7')
    expect(resolveClientAddress(list, '203.0.113.5', '198.51.100.7')).toBe('203.0.113.5')
  })

  it('refuses a TRUST_PROXY it cannot read, naming the variable', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.local' })).toThrow(EnvError)
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/abc' })).toThrow(/TRUST_PROXY: /)
  })
})
