import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../../server/env'

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: 'var',
      SITE_URL: 'http://localhost:3000',
      NODE_ENV: 'development',
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SMTP_URL).toBeUndefined()
  })

  it('caps a cart line at 9 999 packs unless configured otherwise', () => {
    expect(parseEnv({}).CART_MAX_QUANTITY).toBe(9_999)
    expect(parseEnv({ CART_MAX_QUANTITY: '500' }).CART_MAX_QUANTITY).toBe(500)
  })

  it('treats empty values as unset and trims the trailing slash of SITE_URL', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: '', SITE_URL: 'https://shop.example/' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SITE_URL).toBe('https://shop.example')
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['SITE_URL', 'shop.example'],
    ['SMTP_URL', 'http://mail'],
    ['GOOGLE_ANALYTICS_ID', 'UA-1'],
    ['YANDEX_METRIKA_ID', 'abc'],
    ['NODE_ENV', 'staging'],
    ['CART_MAX_QUANTITY', '0'],
    ['CART_MAX_QUANTITY', '2.5'],
    ['CART_MAX_QUANTITY', '100000'],
    ['WEB_CONCURRENCY', '0'],
    ['WEB_CONCURRENCY', 'auto'],
    ['WEB_CONCURRENCY', '33'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError)
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: `))
  })

  it('runs one app process unless WEB_CONCURRENCY says more, which only PostgreSQL allows', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1)
    const postgres = 'postgres://shop@db:5432/vitrina'
    expect(parseEnv({ WEB_CONCURRENCY: '4', DATABASE_URL: postgres }).WEB_CONCURRENCY).toBe(4)
    expect(() => parseEnv({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    )
  })
})
