// 1C's files loaded without 1C (`npm run staff -- import-1c <folder|zip>`), and broken files: a truncated or
// malformed file is refused with its reason — by the staff command and through the exchange alike — and nothing
// of it is applied.
import { mkdirSync, mkdtempSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { desc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeImports } from '../../server/db/schema/exchange'
import { rowsOf } from '../../server/modules/catalogue/sql-rows'
import { createExchangeApp } from '../../server/modules/exchange/app'
import { exchangeServices } from '../../server/modules/exchange/bind-services'
import { runStaffCommand } from '../../server/staff/commands'
import { StaffInputError } from '../../server/staff/staff-error'
import { setupApi } from '../fixtures/api-app'
import { commerceMlFixture } from '../fixtures/commerceml-files'
import { storedZip } from '../fixtures/stored-zip'

const LOGIN = 'obmen'
const PASSWORD = 'secret-1c'
const root = mkdtempSync(path.join(tmpdir(), 'vitrina-exchange-files-'))
const api = setupApi({
  env: () => ({ EXCHANGE_1C_LOGIN: LOGIN, EXCHANGE_1C_PASSWORD: PASSWORD, EXCHANGE_1C_DIR: path.join(root, 'area') }),
})

const importOf = (source: string) =>
  runStaffCommand(api.database.db, 'import-1c', [source], {
    mailer: api.ctx.mailer,
    siteUrl: api.ctx.env.SITE_URL,
    context: api.ctx,
  })

/** What an import changes: rows of the catalogue and prices, and when a product last changed. */
const catalogueState = async () =>
  rowsOf(
    await api.database.db.execute(sql`select
      (select count(*) from products) as products, (select count(*) from products where is_published) as shown,
      (select count(*) from categories) as categories, (select count(*) from product_prices) as prices,
      (select coalesce(sum(price), 0) from product_prices) as money, (select sum(stock) from products) as stock,
      (select max(updated_at) from products) as updated`),
  )

async function folderOf(name: string, files: Record<string, string | Uint8Array>): Promise<string> {
  const folder = path.join(root, name)
  mkdirSync(folder, { recursive: true })
  for (const [file, content] of Object.entries(files)) await writeFile(path.join(folder, file), content)
  return folder
}

let catalogue: string
let offers: string

beforeAll(async () => {
  catalogue = await readFile(commerceMlFixture('import0_1.xml'), 'utf8')
  offers = await readFile(commerceMlFixture('offers0_1.xml'), 'utf8')
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('import-1c', () => {
  it('loads a folder of 1C files, the catalogue before the offers, and changes nothing the second time', async () => {
    // Named so that a plain sort would take the offers first.
    const folder = await folderOf('whole', { 'offers0_1.xml': offers, 'import0_1.xml': catalogue })
    const lines = await importOf(folder)
    expect(lines[0]).toMatch(/^import0_1\.xml: 36 products created/)
    expect(lines[1]).toMatch(/^offers0_1\.xml: .* 36 prices written/)
    const after = await catalogueState()
    expect(await importOf(folder)).toHaveLength(2)
    expect(await catalogueState()).toEqual(after)
  })

  it('loads the same files from a zip, again changing nothing', async () => {
    const before = await catalogueState()
    const zip = path.join(root, 'exchange.zip')
    await writeFile(
      zip,
      storedZip([
        { name: 'import.xml', data: catalogue },
        { name: 'offers.xml', data: offers },
      ]),
    )
    expect(await importOf(zip)).toHaveLength(2)
    expect(await catalogueState()).toEqual(before)
  })

  it('refuses a truncated catalogue with its reason and applies nothing of it', async () => {
    const before = await catalogueState()
    const renamed = catalogue.replaceAll('Портативный коврик', 'Коврик переименованный')
    const folder = await folderOf('truncated', { 'import.xml': renamed.slice(0, Math.floor(renamed.length * 0.8)) })
    const refusal = await importOf(folder).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(StaffInputError)
    expect((refusal as Error).message).toMatch(/^import\.xml was not imported \(nothing of it applied\): .*cut short/)
    expect(await catalogueState()).toEqual(before)
    const [last] = await api.database.db.select().from(exchangeImports).orderBy(desc(exchangeImports.id)).limit(1)
    expect(last).toMatchObject({ filename: 'import.xml', status: 'failure' })
  })

  it('refuses a source that is not there', async () => {
    await expect(importOf(path.join(root, 'missing'))).rejects.toThrow(/does not exist/)
  })
})

describe('a broken file through the exchange', () => {
  it('answers failure with the reason and leaves prices and stock as they were', async () => {
    const exchange = createExchangeApp(api.ctx, exchangeServices(api.ctx))
    const call = async (query: string, cookie?: string, body?: string) => {
      const response = await exchange.request(`https://vitrina.example/exchange/1c/?type=catalog&${query}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: cookie
          ? { Cookie: cookie }
          : { Authorization: `Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}` },
        body,
      })
      return (await response.text()).trim().split('\n')
    }
    const [status, name, value] = await call('mode=checkauth')
    expect(status).toBe('success')
    const cookie = `${name}=${value}`
    expect((await call('mode=init', cookie))[0]).toBe('zip=no')
    const before = await catalogueState()
    const malformed = offers.replace('<Цены>', '<Цены><Цена>').replace('<Количество>377</Количество>', '')
    expect(await call('mode=file&filename=offers.xml', cookie, malformed)).toEqual(['success'])
    let answer: string[] = []
    for (let attempt = 0; attempt < 200; attempt += 1) {
      answer = await call('mode=import&filename=offers.xml', cookie)
      if (answer[0] !== 'progress') break
      await sleep(25)
    }
    expect(answer[0]).toBe('failure')
    expect(answer[1]).toMatch(/malformed XML/)
    expect(await catalogueState()).toEqual(before)
  })
})
