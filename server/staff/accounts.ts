// Staff commands on customer accounts: pending registrations, activation, deactivation, personal managers.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { managers, storages, users } from '../db/schema/accounts'
import { COMMAND_ACTOR } from '../modules/audit/record'
import {
  activateCustomer,
  assignCustomerManager,
  deactivateCustomer,
} from '../modules/staff/customers/customer-actions'
import type { StaffServices } from './commands'
import { accountByEmail, describeAccount, wholeNumber } from './lookup'
import { StaffInputError } from './staff-error'

const stamp = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ')

/** Registrations never activated yet, oldest first (a deactivated account is not pending). */
export async function pending(db: Db): Promise<string[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.isActive, false), isNull(users.activatedAt)))
    .orderBy(asc(users.createdAt), asc(users.id))
  if (rows.length === 0) return ['No pending registrations.']
  return [
    `${rows.length} pending registration${rows.length === 1 ? '' : 's'}:`,
    ...rows.map(
      (row) =>
        `  ${stamp(row.createdAt)} UTC  ${describeAccount(row)}  INN ${row.organizationInn || '-'}  ` +
        `${row.userType}  ${row.fullName}  ${row.phone || '-'}`,
    ),
  ]
}

/** Lets the account in and, when the mailer is at hand, tells the customer (in their language) with a sign-in link. */
export async function activate(db: Db, email: string, services?: StaffServices): Promise<string[]> {
  const account = await accountByEmail(db, email)
  const { changed, mail } = await activateCustomer(db, COMMAND_ACTOR, account, services)
  if (!changed) return [`${describeAccount(account)} is already active.`]
  const activated = `Activated ${describeAccount(account)}.`
  if (mail === null) return [activated]
  if (mail === 'sent') return [activated, `Mailed ${account.email} that the account is active.`]
  return [activated, `The activation mail to ${account.email} could not be sent (${mail}); tell the customer.`]
}

/** Also ends every session of the account, so it is signed out everywhere at once. */
export async function deactivate(db: Db, email: string): Promise<string[]> {
  const account = await accountByEmail(db, email)
  const { revoked } = await deactivateCustomer(db, COMMAND_ACTOR, account)
  const state = account.isActive ? 'Deactivated' : 'Already inactive:'
  return [`${state} ${describeAccount(account)}; ${revoked} session${revoked === 1 ? '' : 's'} revoked.`]
}

export async function listManagers(db: Db): Promise<string[]> {
  const rows = await db
    .select({
      id: managers.id,
      name: managers.name,
      email: managers.email,
      phone: managers.phone,
      storage: storages.title,
      orderForm: storages.orderForm,
      customers: sql<number>`(select count(*)::int from ${users} where ${users.managerId} = ${managers.id})`,
    })
    .from(managers)
    .leftJoin(storages, eq(storages.id, managers.storageId))
    .orderBy(asc(managers.id))
  if (rows.length === 0) return ['No managers.']
  return rows.map((row) => {
    const storage = row.storage
      ? `  storage: ${row.storage}${row.orderForm ? ` (order form ${row.orderForm})` : ''}`
      : ''
    const contacts = `${row.email ?? '-'}  ${row.phone ?? '-'}`
    return `#${row.id}  ${row.name.ru}  ${contacts}  customers: ${Number(row.customers)}${storage}`
  })
}

/** `managerId` "none" removes the personal manager. */
export async function assignManager(db: Db, email: string, managerId: string): Promise<string[]> {
  const account = await accountByEmail(db, email)
  if (managerId.trim().toLowerCase() === 'none') {
    await assignCustomerManager(db, COMMAND_ACTOR, account, null)
    return [`${describeAccount(account)} has no personal manager now.`]
  }
  const id = wholeNumber(managerId, 'the manager id', 2_147_483_647)
  const [manager] = await db
    .select({ id: managers.id, name: managers.name })
    .from(managers)
    .where(eq(managers.id, id))
    .limit(1)
  if (!manager) throw new StaffInputError(`no manager #${id}; see: npm run staff -- managers`)
  await assignCustomerManager(db, COMMAND_ACTOR, account, manager.id)
  return [`${describeAccount(account)} now has manager #${manager.id} ${manager.name.ru}.`]
}
