// The audit log (admin only): filtered and paged on the server, an entry with its fields' diff; the 1C import
// and the staff commands leave their entries.
import { mkdtempSync, mkdirSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AuditDetail, AuditRow } from '../../contract/staff/audit'
import type { TablePage } from '../../contract/staff/table'
import { recordAudit } from '../../server/modules/audit/record'
import { exchangeServices } from '../../server/modules/exchange/bind-services'
import { runStaffCommand } from '../../server/staff/commands'
import { StaffInputError } from '../../server/staff/staff-error'
import { setupApi } from '../fixtures/api-app'
import { commerceMlFixture } from '../fixtures/commerceml-files'
import { CALLERS, callerHeaders, type Caller } from '../fixtures/staff'

const api = setupApi()
let headers: Awaited<ReturnType<typeof callerHeaders>>
const root = mkdtempSync(path.join(tmpdir(), 'vitrina-staff-audit-'))

const list = (query = '', caller: Caller = 'admin') =>
  api.json<TablePage<AuditRow>>(`/api/staff/audit/${query}`, headers[caller])

beforeAll(async () => {
  headers = await callerHeaders(api.database.db)
  const { db } = api.database
  // A fixed label: the member's e-mail is random hex, which may hold '1c' and match the actor filter below.
  const actor = { id: headers.members.admin.id, label: 'auditor@example.com' }
  await recordAudit(db, actor, {
    action: 'test.customer.update',
    entityType: 'user',
    entityId: 42,
    summary: 'first',
    before: { full_name: 'Old', phone: '1' },
    after: { full_name: 'New', phone: '1' },
  })
  await recordAudit(db, { id: null, label: '1C' }, { action: 'test.other', entityType: 'order', entityId: 7 })
})

describe('who may read the log', () => {
  it.each(CALLERS)('%s', async (caller) => {
    const { status, body } = await list('', caller)
    expect(status).toBe(caller === 'admin' ? 200 : 404)
    const one = await api.request('/api/staff/audit/1/', headers[caller])
    expect(one.status).toBe(caller === 'admin' ? 200 : 404)
    if (caller === 'admin') expect(body.total).toBeGreaterThanOrEqual(2)
  })
})

describe('the list', () => {
  it('filters by actor, action prefix, entity, and date range; newest first', async () => {
    const byAction = await list('?action=test.customer')
    expect(byAction.body.results.map((row) => row.summary)).toEqual(['first'])
    expect((await list('?actor=1c&action=test.')).body.results.map((row) => row.action)).toEqual(['test.other'])
    expect((await list('?entity_type=order&entity_id=7')).body.total).toBe(1)
    // The filter's days are the shop's (Moscow), which run three hours ahead of UTC's.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' })
    expect((await list(`?action=test.&from=${today}&to=${today}`)).body.total).toBe(2)
    expect((await list('?action=test.&to=2000-01-01')).body.total).toBe(0)
    const both = await list('?action=test.')
    expect(both.body.results.map((row) => row.action)).toEqual(['test.other', 'test.customer.update'])
    expect((await list('?action=test.&sort=at')).body.results[0]?.action).toBe('test.customer.update')
  })

  it('pages on the server', async () => {
    const page = await list('?action=test.&page=2&page_size=25')
    expect(page.body).toMatchObject({ total: 2, page: 2, page_size: 25, pages: 1, results: [] })
  })

  it('answers bad filters with field errors', async () => {
    for (const [query, field] of [
      ['?from=yesterday', 'from'],
      ['?sort=actor', 'sort'],
      ['?page_size=7', 'page_size'],
      ['?page=0', 'page'],
    ]) {
      const { status, body } = await list(query)
      expect(status, query).toBe(400)
      expect(body, query).toHaveProperty(field!)
    }
  })

  it('shows an entry with a diff of its fields', async () => {
    const [row] = (await list('?action=test.customer')).body.results
    const { status, body } = await api.json<AuditDetail>(`/api/staff/audit/${row!.id}/`, headers.admin)
    expect(status).toBe(200)
    expect(body).toMatchObject({ actor: 'auditor@example.com', entity_type: 'user', entity_id: '42' })
    expect(body.changes).toEqual([
      { field: 'full_name', before: 'Old', after: 'New', changed: true },
      { field: 'phone', before: '1', after: '1', changed: false },
    ])
    expect((await api.request('/api/staff/audit/999999/', headers.admin)).status).toBe(404)
  })
})

describe('the 1C exchange and staff commands', () => {
  const command = (name: string, args: string[]) =>
    runStaffCommand(api.database.db, name, args, {
      mailer: api.ctx.mailer,
      siteUrl: api.ctx.env.SITE_URL,
      context: api.ctx,
    })

  it('an import leaves the file, the counts, the duration and the outcome', async () => {
    const folder = path.join(root, 'whole')
    mkdirSync(folder, { recursive: true })
    await writeFile(path.join(folder, 'import0_1.xml'), await readFile(commerceMlFixture('import0_1.xml')))
    await command('import-1c', [folder])
    const { body } = await list('?action=exchange.import')
    const [entry] = body.results
    expect(entry).toMatchObject({ actor: '1C', action: 'exchange.import.success', summary: 'import0_1.xml' })
    const detail = (await api.json<AuditDetail>(`/api/staff/audit/${entry!.id}/`, headers.admin)).body
    const after = detail.after as Record<string, unknown>
    expect(after).toMatchObject({ file: 'import0_1.xml', outcome: 'success' })
    expect(after.duration_ms).toEqual(expect.any(Number))
    expect(after.products).toEqual({
      created: expect.any(Number),
      updated: expect.any(Number),
      hidden: expect.any(Number),
    })
    expect((after.products as { created: number }).created).toBeGreaterThan(0)

    // The command itself is one more entry, with its output.
    const commands = (await list('?action=command.import-1c')).body.results
    expect(commands).toHaveLength(1)
    expect(commands[0]).toMatchObject({ actor: 'staff command', entity_id: 'import-1c' })
  })

  it('a failed import is recorded with its reason', async () => {
    const folder = path.join(root, 'broken')
    mkdirSync(folder, { recursive: true })
    await writeFile(path.join(folder, 'import_broken.xml'), '<?xml version="1.0"?><КоммерческаяИнформация><Каталог>')
    await expect(command('import-1c', [folder])).rejects.toBeInstanceOf(StaffInputError)
    const [entry] = (await list('?action=exchange.import.failure')).body.results
    expect(entry).toMatchObject({ summary: 'import_broken.xml' })
    const detail = (await api.json<AuditDetail>(`/api/staff/audit/${entry!.id}/`, headers.admin)).body
    expect(detail.after).toMatchObject({ outcome: 'failure', reason: expect.any(String) })
  })

  it('a mutating command is recorded, a listing one is not', async () => {
    await command('pending', [])
    expect((await list('?action=command.pending')).body.total).toBe(0)
    await command('deactivate', ['pending@example.com'])
    const [entry] = (await list('?action=command.deactivate')).body.results
    expect(entry).toMatchObject({ summary: 'deactivate pending@example.com' })
  })

  it('the order exchange records the orders it confirmed and the status documents it applied', async () => {
    const services = exchangeServices(api.ctx)
    await services.confirmOrders()
    const [confirmed] = (await list('?action=exchange.orders.confirmed')).body.results
    expect(confirmed).toMatchObject({ actor: '1C' })
    const folder = path.join(root, 'documents')
    mkdirSync(folder, { recursive: true })
    const file = path.join(folder, 'documents.xml')
    await writeFile(file, '<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация ВерсияСхемы="2.10"/>')
    await services.applyOrderDocuments(file)
    const [applied] = (await list('?action=exchange.orders.documents')).body.results
    expect(applied).toMatchObject({ summary: 'documents.xml' })
    const detail = (await api.json<AuditDetail>(`/api/staff/audit/${applied!.id}/`, headers.admin)).body
    expect(detail.after).toMatchObject({ file: 'documents.xml', applied: 0, changed: 0 })
  })
})
