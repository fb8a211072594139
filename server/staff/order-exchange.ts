// export-orders <file>: the mode=query document of the 1C exchange written to a file, to look at or to load into
// 1C by hand. Only a look: the orders are not marked offered or exported, so 1C still gets them at its next query.
// A relative path is resolved against the shop's working directory (the server's, when it runs the command).
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../db/client'
import { env } from '../env'
import { ordersDocument } from '../modules/exchange/orders-out/orders-document'
import type { StaffCommand } from './commands'
import { StaffInputError } from './staff-error'

export async function exportOrders(db: Db, fileArg: string): Promise<string[]> {
  if (fileArg.trim() === '') throw new StaffInputError('give the file to write, e.g. orders.xml')
  const file = path.resolve(fileArg)
  const encoding = env().EXCHANGE_1C_ENCODING
  const { body, orderIds } = await ordersDocument({ db, env: { EXCHANGE_1C_ENCODING: encoding } }, { mark: false })
  await writeFile(file, body)
  return [
    `${orderIds.length} order(s) waiting for 1C written to ${file} (${encoding}).`,
    'Export state unchanged: 1C still receives them at its next query.',
  ]
}

/** The 1C exchange's order commands. */
export const ORDER_EXCHANGE_COMMANDS: Record<string, StaffCommand> = {
  'export-orders': {
    args: ['<file>'],
    summary: 'write the orders 1C has still to receive as its CommerceML document (a look: marks nothing)',
    run: (db, [file = '']) => exportOrders(db, file),
    readOnly: true,
  },
}
