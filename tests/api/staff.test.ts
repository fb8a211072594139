import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loyaltyAccounts, loyaltyLedger, managers, sessions, users } from '../../server/db/schema/accounts'
import type { Mail } from '../../server/mail/mailer'
import { runStaffCommand } from '../../server/staff/commands'
import { sendStaffCommand, staffSocketPath, startStaffSocket, type StaffSocket } from '../../server/staff/socket'
import { StaffInputError } from '../../server/staff/staff-error'
import { createAccount } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()
const run = (command: string, ...args: string[]) => runStaffCommand(api.database.db, command, args)

async function userByEmail(email: string) {
  const [row] = await api.database.db.select().from(users).where(eq(users.email, email))
  if (!row) throw new Error(`no ${email}`)
  return row
}

async function loyaltyOf(userId: number) {
  const { db } = api.database
  const [account] = await db
    .select({ balance: loyaltyAccounts.balance })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, userId))
  const [ledger] = await db
    // Pending accruals (orders not shipped yet) are not in the balance.
    .select({
      net: sql<string>`coalesce(sum(
        case when ${loyaltyLedger.pending} then 0 else ${loyaltyLedger.accrued} end - ${loyaltyLedger.spent}
      ), 0)`,
      rows: sql<number>`count(*)::int`,
    })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.userId, userId))
  return {
    balance: account ? Number(account.balance) : null,
    net: Number(ledger?.net ?? 0),
    rows: Number(ledger?.rows ?? 0),
  }
}

describe('staff commands as functions', () => {
  it('pending lists registrations never activated, with their details', async () => {
    const lines = await run('pending')
    expect(lines[0]).toBe('1 pending registration:')
    expect(lines[1]).toMatch(
      /pending@example\.com \(ИП Сидорова Анна Викторовна\)\s+INN \d{12}\s+entrepreneur\s+Сидорова Анна Викторовна/,
    )
    expect(lines.join('\n')).not.toMatch(/buyer@example\.com|staff@example\.com/)
  })

  it('activate lets the account in; pending no longer lists it', async () => {
    const token = await createSessionFor(api.database.db, 'pending@example.com')
    expect((await api.json('/api/my/account/', bearer(token))).status).toBe(401)
    expect(await run('activate', 'PENDING@example.com')).toEqual([
      expect.stringMatching(/^Activated #\d+ pending@example\.com/),
    ])
    const user = await userByEmail('pending@example.com')
    expect(user.isActive).toBe(true)
    expect(user.activatedAt).toBeInstanceOf(Date)
    expect((await api.json('/api/my/account/', bearer(token))).status).toBe(200)
    expect(await run('pending')).toEqual(['No pending registrations.'])
    expect(await run('activate', 'pending@example.com')).toEqual([expect.stringMatching(/already active/)])
  })

  it('activate mails the customer, in the registration’s language, a link that opens the sign-in dialog', async () => {
    const sent: Mail[] = []
    const services = { mailer: { send: async (mail: Mail) => void sent.push(mail) }, siteUrl: 'https://shop.example' }
    const en = await createAccount(api.database.db, {
      isActive: false,
      activatedAt: null,
      locale: 'en',
      fullName: 'Jane Doe',
    })
    expect(await runStaffCommand(api.database.db, 'activate', [en.email], services)).toEqual([
      expect.stringMatching(/^Activated #\d+ /),
      `Mailed ${en.email} that the account is active.`,
    ])
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: en.email, subject: 'Vitrina: your account is active' })
    expect(sent[0]!.text).toMatch(/Hello, Jane Doe!/)
    expect(sent[0]!.text).toContain('https://shop.example/en/?login=1')
    expect(sent[0]!.html).toContain('href="https://shop.example/en/?login=1"')

    const ru = await createAccount(api.database.db, { isActive: false, activatedAt: null })
    await runStaffCommand(api.database.db, 'activate', [ru.email], services)
    expect(sent[1]).toMatchObject({ to: ru.email, subject: 'Витрина: аккаунт активирован' })
    expect(sent[1]!.text).toContain('https://shop.example/?login=1')
    // Activating an active account again mails nobody.
    await runStaffCommand(api.database.db, 'activate', [ru.email], services)
    expect(sent).toHaveLength(2)
  })

  it('activate still lets the account in when the mail cannot go, and tells staff to call', async () => {
    const account = await createAccount(api.database.db, { isActive: false, activatedAt: null })
    const services = { mailer: { send: () => Promise.reject(new Error('SMTP down')) }, siteUrl: 'https://shop.example' }
    const lines = await runStaffCommand(api.database.db, 'activate', [account.email], services)
    expect(lines[1]).toMatch(/could not be sent \(SMTP down\); tell the customer/)
    expect((await userByEmail(account.email)).isActive).toBe(true)
  })

  it('deactivate refuses the account and revokes its sessions', async () => {
    const account = await createAccount(api.database.db)
    const tokens = [
      await createSessionFor(api.database.db, account.email),
      await createSessionFor(api.database.db, account.email),
    ]
    expect((await api.json('/api/my/account/', bearer(tokens[0]!))).status).toBe(200)
    expect(await run('deactivate', account.email)).toEqual([
      expect.stringMatching(/^Deactivated .*; 2 sessions revoked\.$/),
    ])
    expect((await userByEmail(account.email)).isActive).toBe(false)
    const open = await api.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, account.id), isNull(sessions.revokedAt)))
    expect(open).toEqual([])
    for (const token of tokens) expect((await api.json('/api/my/account/', bearer(token))).status).toBe(401)
    expect(await run('pending')).toEqual(['No pending registrations.'])
  })

  it('managers lists ids, names, contacts, customers and the order form', async () => {
    const lines = await run('managers')
    const rows = await api.database.db.select().from(managers)
    expect(lines).toHaveLength(rows.length)
    const managerLine = [
      /^#\d+ {2}Екатерина Смирнова {2}smirnova@example\.com .* customers: 2 {2}/,
      /storage: .*order form \/media\/forms\/order-form\.pdf/,
    ]
    expect(lines[0]).toMatch(new RegExp(managerLine.map((part) => part.source).join('')))
  })

  it('assign-manager sets, changes and removes the personal manager', async () => {
    const account = await createAccount(api.database.db)
    const [manager] = await api.database.db.select().from(managers).where(eq(managers.email, 'orlova@example.com'))
    expect(await run('assign-manager', account.email, String(manager!.id))).toEqual([
      expect.stringMatching(/now has manager #\d+ Наталья Орлова/),
    ])
    expect((await userByEmail(account.email)).managerId).toBe(manager!.id)
    const token = await createSessionFor(api.database.db, account.email)
    const view = await api.json<{ user: { manager: { name: string } } }>('/api/my/account/', bearer(token))
    expect(view.body.user.manager.name).toBe('Наталья Орлова')
    expect(await run('assign-manager', account.email, 'none')).toEqual([expect.stringMatching(/no personal manager/)])
    expect((await userByEmail(account.email)).managerId).toBeNull()
  })

  it('set-loyalty writes a ledger entry for the difference so the ledger adds up to the balance', async () => {
    const buyer = await userByEmail(DEMO_BUYER_EMAIL)
    const before = await loyaltyOf(buyer.id)
    expect(before.balance).toBe(before.net)

    expect(await run('set-loyalty', DEMO_BUYER_EMAIL, '200000')).toEqual([
      expect.stringMatching(
        new RegExp(`${before.balance} → 200000 points \\(ledger entry: accrued ${200_000 - before.balance!}\\)`),
      ),
    ])
    expect(await loyaltyOf(buyer.id)).toEqual({ balance: 200_000, net: 200_000, rows: before.rows + 1 })

    await run('set-loyalty', DEMO_BUYER_EMAIL, '5000')
    expect(await loyaltyOf(buyer.id)).toEqual({ balance: 5000, net: 5000, rows: before.rows + 2 })
    const [last] = await api.database.db
      .select()
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.userId, buyer.id))
      .orderBy(sql`${loyaltyLedger.id} desc`)
      .limit(1)
    expect(last).toMatchObject({ accrued: 0, spent: 195_000, brandId: null })

    expect(await run('set-loyalty', DEMO_BUYER_EMAIL, '5000')).toEqual([expect.stringMatching(/nothing changed/)])
    expect((await loyaltyOf(buyer.id)).rows).toBe(before.rows + 2)

    const token = await createSessionFor(api.database.db, DEMO_BUYER_EMAIL)
    const bonuses = await api.json<{ balance: number; totals: { accrued: number; spent: number } }>(
      '/api/bonuses/',
      bearer(token),
    )
    expect(bonuses.body.balance).toBe(5000)
    expect(bonuses.body.totals.accrued - bonuses.body.totals.spent).toBe(5000)
  })

  it('set-loyalty opens a loyalty account for a buyer without one', async () => {
    const account = await createAccount(api.database.db)
    await run('set-loyalty', account.email, '1234')
    expect(await loyaltyOf(account.id)).toEqual({ balance: 1234, net: 1234, rows: 1 })
  })

  it.each([
    [['unknown'], /unknown command "unknown"[\s\S]*Usage:/],
    [['activate'], /activate takes <email>\nUsage: npm run staff -- activate <email>/],
    [['pending', 'extra'], /pending takes no arguments/],
    [['activate', 'not-an-email'], /"not-an-email" is not an e-mail address/],
    [['activate', 'nobody@example.com'], /no account with the e-mail nobody@example\.com/],
    [['assign-manager', DEMO_BUYER_EMAIL, 'x1'], /manager id must be a whole number/],
    [['assign-manager', DEMO_BUYER_EMAIL, '99999'], /no manager #99999/],
    [['set-loyalty', DEMO_BUYER_EMAIL, '-5'], /points must be a whole number/],
    [['set-loyalty', DEMO_BUYER_EMAIL, '1.5'], /points must be a whole number/],
    [['toString'], /unknown command "toString"/],
  ])('refuses %j with a clear message', async ([command, ...args], message) => {
    const failure = await run(command!, ...args).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(StaffInputError)
    expect((failure as Error).message).toMatch(message)
  })
})

const execFileAsync = promisify(execFile)
const TSX = path.resolve('node_modules/.bin/tsx')

/** Runs `npm run staff -- ...` as the operator would (tsx server/cli.ts), against the given data directory. */
async function cli(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await execFileAsync(TSX, ['server/cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      timeout: 60_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

// Each test starts the CLI (a cold tsx start of the server's code) up to three times, one after another: on a loaded
// machine that alone can take longer than the default 30 s, the CLI's own limit being 60 s per run.
describe('the staff socket and the CLI', { timeout: 180_000 }, () => {
  let dataDir: string
  let socket: StaffSocket

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-staff-'))
    // A socket file left by a crashed server is replaced.
    await writeFile(staffSocketPath(dataDir), '')
    socket = await startStaffSocket(api.database.db, staffSocketPath(dataDir))
  })

  afterAll(async () => {
    await socket?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('runs a command sent to the socket and reports bad input', async () => {
    const reply = await sendStaffCommand(socket.path, { command: 'managers', args: [] })
    expect(reply).toEqual({ ok: true, lines: await run('managers') })
    expect(await sendStaffCommand(socket.path, { command: 'activate', args: ['nobody@example.com'] })).toEqual({
      ok: false,
      error: 'no account with the e-mail nobody@example.com',
    })
  })

  it('refuses to start a second listener on a socket that answers', async () => {
    await expect(startStaffSocket(api.database.db, socket.path)).rejects.toThrow(/already answers/)
  })

  it('npm run staff sends the command to the running server when its socket answers', async () => {
    const account = await createAccount(api.database.db, { isActive: false, activatedAt: null })
    const listed = await cli(dataDir, 'pending')
    expect(listed).toMatchObject({ code: 0, stderr: '' })
    expect(listed.stdout).toContain(account.email)
    const activated = await cli(dataDir, 'activate', account.email)
    expect(activated.code).toBe(0)
    expect(activated.stdout).toMatch(/^Activated #\d+ /)
    expect((await userByEmail(account.email)).isActive).toBe(true)
  })

  it('exits 1 with a clear message and no stack trace for bad input', async () => {
    const viaSocket = await cli(dataDir, 'set-loyalty', DEMO_BUYER_EMAIL, 'lots')
    expect(viaSocket).toMatchObject({ code: 1, stdout: '' })
    expect(viaSocket.stderr).toMatch(/^error: points must be a whole number/)
    const arity = await cli(dataDir, 'assign-manager', DEMO_BUYER_EMAIL)
    expect(arity.code).toBe(1)
    expect(arity.stderr).toContain('Usage: npm run staff -- assign-manager <email> <manager id|none>')
    const none = await cli(dataDir)
    expect(none.code).toBe(1)
    expect(none.stderr).toMatch(/^Usage:\n {2}npm run staff -- pending/)
    for (const result of [viaSocket, arity, none]) expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  it('removes the socket when closed; without a server and a database the CLI says so', async () => {
    await socket.close()
    expect(existsSync(socket.path)).toBe(false)
    expect(await sendStaffCommand(socket.path, { command: 'managers', args: [] })).toBeNull()
    const result = await cli(dataDir, 'managers')
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^error: no database at .*: start the shop once \(npm start\) or set DATABASE_URL/)
  })
})
