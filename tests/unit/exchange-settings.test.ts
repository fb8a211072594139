import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../server/env'
import { exchangeSettings } from '../../server/modules/exchange/settings'

describe('1C exchange settings', () => {
  it('is off unless both login and password are set', () => {
    expect(exchangeSettings(parseEnv({}))).toBeNull()
    expect(exchangeSettings(parseEnv({ EXCHANGE_1C_LOGIN: '', EXCHANGE_1C_PASSWORD: '' }))).toBeNull()
  })

  it('refuses a login without a password and the reverse, naming the missing one', () => {
    expect(() => exchangeSettings(parseEnv({ EXCHANGE_1C_LOGIN: 'obmen' }))).toThrow(/EXCHANGE_1C_PASSWORD/)
    expect(() => exchangeSettings(parseEnv({ EXCHANGE_1C_PASSWORD: 'secret' }))).toThrow(/EXCHANGE_1C_LOGIN/)
  })

  it('has sane defaults: no zip, 100 MB parts, UTF-8 documents, files under DATA_DIR, an hour of session', () => {
    const env = parseEnv({ EXCHANGE_1C_LOGIN: 'obmen', EXCHANGE_1C_PASSWORD: 'secret', DATA_DIR: '/srv/vitrina' })
    expect(env.EXCHANGE_1C_ENCODING).toBe('utf-8')
    expect(exchangeSettings(env)).toEqual({
      login: 'obmen',
      password: 'secret',
      zip: false,
      fileLimit: 104_857_600,
      unzipLimit: 4_294_967_296,
      dir: path.resolve('/srv/vitrina/exchange'),
      sessionMinutes: 60,
    })
  })

  it('reads the configured values', () => {
    const env = parseEnv({
      EXCHANGE_1C_LOGIN: 'obmen',
      EXCHANGE_1C_PASSWORD: 'secret',
      EXCHANGE_1C_ZIP: 'yes',
      EXCHANGE_1C_FILE_LIMIT: '2000000',
      EXCHANGE_1C_ENCODING: 'windows-1251',
      EXCHANGE_1C_DIR: '/tmp/x',
      EXCHANGE_1C_SESSION_MINUTES: '15',
    })
    expect(env.EXCHANGE_1C_ENCODING).toBe('windows-1251')
    expect(exchangeSettings(env)).toMatchObject({ zip: true, fileLimit: 2_000_000, dir: '/tmp/x', sessionMinutes: 15 })
  })

  it.each([
    ['EXCHANGE_1C_ZIP', 'true'],
    ['EXCHANGE_1C_FILE_LIMIT', '10'],
    ['EXCHANGE_1C_FILE_LIMIT', '1e6'],
    ['EXCHANGE_1C_ENCODING', 'koi8-r'],
    ['EXCHANGE_1C_SESSION_MINUTES', '0'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(name)
  })
})
