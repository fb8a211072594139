// The staff command table, shared by `npm run staff` and the running server's staff socket.
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import type { Mailer } from '../mail/mailer'
import { COMMAND_ACTOR, recordAudit } from '../modules/audit/record'
import { activate, assignManager, deactivate, listManagers, pending } from './accounts'
import { setLoyalty } from './loyalty'
import { listPriceTypes, setPriceType } from './price-types'
import { notifyRestockedCommand } from './restock'
import { ORDER_EXCHANGE_COMMANDS } from './order-exchange'
import { CATALOGUE_EXCHANGE_COMMANDS } from './catalogue-exchange'
import { shipOrder } from './ship-order'
import { StaffInputError } from './staff-error'

/** What commands need besides the database: the mailer, and the shop's whole context for imports. */
export type StaffServices = { mailer: Mailer; siteUrl: string; context?: AppContext }

export type StaffCommand = {
  args: string[]
  summary: string
  run: (db: Db, args: string[], services?: StaffServices) => Promise<string[]>
  /** Takes minutes rather than seconds (an import): the caller waits for it as long as it runs. */
  longRunning?: boolean
  /** Only reads (a list): left out of the audit log. */
  readOnly?: boolean
}

const COMMANDS: Record<string, StaffCommand> = {
  pending: { args: [], summary: 'list registrations waiting for activation', run: (db) => pending(db), readOnly: true },
  activate: {
    args: ['<email>'],
    summary: 'activate an account and mail the customer a sign-in link',
    run: (db, [email = ''], services) => activate(db, email, services),
  },
  deactivate: {
    args: ['<email>'],
    summary: 'deactivate an account and end its sessions',
    run: (db, [email = '']) => deactivate(db, email),
  },
  managers: {
    args: [],
    summary: 'list personal managers with their ids',
    run: (db) => listManagers(db),
    readOnly: true,
  },
  'assign-manager': {
    args: ['<email>', '<manager id|none>'],
    summary: 'set (or with "none" remove) the personal manager of an account',
    run: (db, [email = '', manager = '']) => assignManager(db, email, manager),
  },
  'set-loyalty': {
    args: ['<email>', '<points>'],
    summary: 'set the loyalty balance (1 point = 1 kopeck); the ledger records the difference',
    run: (db, [email = '', points = '']) => setLoyalty(db, email, points),
  },
  // Contract prices: the price lists and which one a buyer orders at.
  'price-types': {
    args: [],
    summary: 'list price lists with their 1C Ид, the default one, products priced and buyers on each',
    run: (db) => listPriceTypes(db),
    readOnly: true,
  },
  'set-price-type': {
    args: ['<email>', '<price list title|1C Ид|default>'],
    summary: 'set the buyer\'s price list (contract prices); "default" puts them back on the default one',
    run: (db, [email = '', list = '']) => setPriceType(db, email, list),
  },
  ship: {
    args: ['<order number>'],
    summary: 'mark an order shipped; its pending loyalty points become spendable',
    run: (db, [number = '']) => shipOrder(db, number),
  },
  'notify-restocked': {
    args: [],
    summary: 'mail wait-list subscribers whose product is back in stock (each subscription once)',
    run: (db, _args, services) => notifyRestockedCommand(db, services),
  },
  ...CATALOGUE_EXCHANGE_COMMANDS,
  ...ORDER_EXCHANGE_COMMANDS,
}

const line = (name: string, command: StaffCommand) => `npm run staff -- ${[name, ...command.args].join(' ')}`

export function staffUsage(): string {
  const width = Math.max(...Object.entries(COMMANDS).map(([name, command]) => line(name, command).length))
  return [
    'Usage:',
    ...Object.entries(COMMANDS).map(([name, command]) => `  ${line(name, command).padEnd(width)}  ${command.summary}`),
  ].join('\n')
}

/** Checks the command name and its number of arguments without touching the database. */
export function checkStaffCommand(name: string, args: string[]): StaffCommand {
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined
  if (!command) throw new StaffInputError(`unknown command "${name}"\n${staffUsage()}`)
  if (args.length !== command.args.length) {
    const expected = command.args.length === 0 ? 'no arguments' : command.args.join(' ')
    throw new StaffInputError(`${name} takes ${expected}\nUsage: ${line(name, command)}`)
  }
  return command
}

/** Output lines; throws StaffInputError for bad input. */
export async function runStaffCommand(
  db: Db,
  name: string,
  args: string[],
  services?: StaffServices,
): Promise<string[]> {
  const command = checkStaffCommand(name, args)
  const output = await command.run(db, args, services)
  // One entry per command that changed something (the commands themselves stay free of audit code).
  if (!command.readOnly)
    await recordAudit(db, COMMAND_ACTOR, {
      action: `command.${name}`,
      entityType: 'command',
      entityId: name,
      summary: [name, ...args].join(' ').slice(0, 300),
      after: { command: name, args, output: output.slice(0, 50) },
    })
  return output
}
