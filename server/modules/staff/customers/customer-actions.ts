// What staff do to a customer's account, from the back office and from the staff commands alike: activate (and
// mail the customer), deactivate (and end their sessions), assign a personal manager, a price list, and adjust
// the loyalty balance through a ledger entry. Each change lands with its audit entry in one transaction.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { loyaltyAccounts, loyaltyLedger, sessions, users } from '../../../db/schema/accounts'
import { activationMail } from '../../../mail/activation-mail'
import type { Mailer } from '../../../mail/mailer'
import { recordAudit, type AuditActor } from '../../audit/record'
import { activateCompanyOf } from './company-account'

export type CustomerAccount = typeof users.$inferSelect

const describe = (account: CustomerAccount) =>
  account.organizationName ? `${account.email} (${account.organizationName})` : account.email

/** How the activation mail goes out: without it, nobody is mailed. */
export type ActivationMailer = { mailer: Mailer; siteUrl: string }

export type Activation = {
  changed: boolean
  /** null: not mailed (already active, or no mailer); a string: why the mail failed. */
  mail: 'sent' | string | null
}

/** Lets the account in and, when a mailer is given, tells the customer (in their language) with a sign-in link. */
export async function activateCustomer(
  db: Db,
  actor: AuditActor,
  account: CustomerAccount,
  mailer?: ActivationMailer,
): Promise<Activation> {
  if (account.isActive) return { changed: false, mail: null }
  const activatedAt = account.activatedAt ?? new Date()
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isActive: true, activatedAt, updatedAt: new Date() }).where(eq(users.id, account.id))
    // The first activation of a company's user lets the company in (its later users need no staff).
    if (account.companyRole === 'admin') await activateCompanyOf(tx, account.companyId)
    await recordAudit(tx, actor, {
      action: 'customer.activate',
      entityType: 'user',
      entityId: account.id,
      summary: describe(account),
      before: { is_active: false },
      after: { is_active: true },
    })
  })
  if (!mailer) return { changed: true, mail: null }
  try {
    await mailer.mailer.send(activationMail(account, account.locale, mailer.siteUrl))
    return { changed: true, mail: 'sent' }
  } catch (error) {
    // The account is active either way; staff learn the customer still needs to be told.
    return { changed: true, mail: error instanceof Error ? error.message : String(error) }
  }
}

/** Refuses the account and ends every session of it, so it is signed out everywhere at once. */
export async function deactivateCustomer(
  db: Db,
  actor: AuditActor,
  account: CustomerAccount,
): Promise<{ changed: boolean; revoked: number }> {
  return db.transaction(async (tx) => {
    await tx.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, account.id))
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, account.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id })
    if (account.isActive || revoked.length > 0)
      await recordAudit(tx, actor, {
        action: 'customer.deactivate',
        entityType: 'user',
        entityId: account.id,
        summary: describe(account),
        before: { is_active: account.isActive },
        after: { is_active: false, sessions_revoked: revoked.length },
      })
    return { changed: account.isActive, revoked: revoked.length }
  })
}

/** A manager card's id, or null for none; the caller has checked the card exists. */
export async function assignCustomerManager(
  db: Db,
  actor: AuditActor,
  account: CustomerAccount,
  managerId: number | null,
): Promise<boolean> {
  if (account.managerId === managerId) return false
  await db.transaction(async (tx) => {
    await tx.update(users).set({ managerId, updatedAt: new Date() }).where(eq(users.id, account.id))
    await recordAudit(tx, actor, {
      action: 'customer.manager',
      entityType: 'user',
      entityId: account.id,
      summary: describe(account),
      before: { manager_id: account.managerId },
      after: { manager_id: managerId },
    })
  })
  return true
}

/** A price list's id, or null for the default list; the caller has checked the list exists. */
export async function setCustomerPriceType(
  db: Db,
  actor: AuditActor,
  account: CustomerAccount,
  priceTypeId: number | null,
): Promise<boolean> {
  if (account.priceTypeId === priceTypeId) return false
  await db.transaction(async (tx) => {
    // Everybody of one company orders at the same price list (decision 022).
    await tx
      .update(users)
      .set({ priceTypeId, updatedAt: sql`now()` })
      .where(account.companyId === null ? eq(users.id, account.id) : eq(users.companyId, account.companyId))
    await recordAudit(tx, actor, {
      action: 'customer.price_type',
      entityType: 'user',
      entityId: account.id,
      summary: describe(account),
      before: { price_type_id: account.priceTypeId },
      after: { price_type_id: priceTypeId },
    })
  })
  return true
}

/** The balance would go below zero. */
export class BalanceTooLow extends Error {
  constructor(readonly balance: number) {
    super(`the balance is ${balance}`)
  }
}

/**
 * Changes the loyalty balance by `by` points, or sets it `to` a value, through one ledger entry whose note is the
 * reason; answers the balance before and after. Throws BalanceTooLow rather than go negative.
 */
export async function changeLoyalty(
  db: Db,
  actor: AuditActor,
  account: CustomerAccount,
  change: { by: number } | { to: number },
  reason: string,
): Promise<{ before: number; after: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(loyaltyAccounts).values({ userId: account.id, balance: 0 }).onConflictDoNothing()
    const [row] = await tx
      .select({ balance: loyaltyAccounts.balance })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, account.id))
      .for('update')
    const before = Number(row?.balance ?? 0)
    const after = 'to' in change ? change.to : before + change.by
    if (after < 0) throw new BalanceTooLow(before)
    const difference = after - before
    if (difference === 0) return { before, after }
    await tx.insert(loyaltyLedger).values({
      userId: account.id,
      accrued: Math.max(difference, 0),
      spent: Math.max(-difference, 0),
      note: reason,
    })
    await tx
      .update(loyaltyAccounts)
      .set({ balance: after, updatedAt: sql`now()` })
      .where(eq(loyaltyAccounts.userId, account.id))
    await recordAudit(tx, actor, {
      action: 'customer.loyalty',
      entityType: 'user',
      entityId: account.id,
      summary: `${describe(account)}: ${difference > 0 ? '+' : ''}${difference} — ${reason}`.slice(0, 500),
      before: { balance: before },
      after: { balance: after, reason },
    })
    return { before, after }
  })
}
