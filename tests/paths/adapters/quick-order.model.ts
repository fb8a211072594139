// The quick order as the buyer meets it on the cart page. The texts name the product by a stand-in SKU (FOUND_SKU)
// the adapter swaps for an orderable product of the catalogue, beside a SKU no product has; the model resolves them
// as the server does, so a check or a workbook read let through to the server answers what the model says. Failures
// are the adapter's answers to the held request: a refusal of the text or the file (400), a server error (500), an
// add refused (409), and an add that found nothing orderable any more (the lines out of stock).
import { TestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import type { Cart } from '../../../contract/cart'
import type { QuickOrderLine } from '../../../contract/orders'
import {
  foundLines,
  quickOrderMachine,
  type QuickOrderAdded,
  type QuickOrderContext,
  type QuickOrderSheet,
  type QuickOrderSheetRead,
} from '../../../machines/quick-order.machine'
import { CART_EXTRAS } from '../../fixtures/cart-extras'
import { actorDone, actorError, testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'
import { SERVER_ERROR, type Failure } from './held-calls'

export const CHECKED = actorDone('checkQuickOrder')
export const CHECK_FAILED = actorError('checkQuickOrder')
export const READ = actorDone('readQuickOrderSheet')
export const READ_FAILED = actorError('readQuickOrderSheet')
export const ADDED = actorDone('addQuickOrder')
export const ADD_FAILED = actorError('addQuickOrder')

/** Stands for the SKU of a product the buyer can order now. */
export const FOUND_SKU = 'FOUND-SKU'
/** No product has it. */
export const UNKNOWN_SKU = 'NO-SUCH-SKU-42'

export const TEXT_REFUSED: Failure = { status: 400, data: { text: ['Не больше 1000 строк за раз'] } }
export const FILE_REFUSED: Failure = { status: 400, data: { file: ['Файл не читается как таблица Excel'] } }
export const ADD_REFUSED: Failure = { status: 409, data: { detail: 'Корзина сейчас недоступна' } }

export const TYPED = `${FOUND_SKU} 2\n${UNKNOWN_SKU} 1`
/** Typed over TYPED: the same text typed again would change nothing in the field. */
export const RETYPED = `${FOUND_SKU} 5`
export const FILE = { name: 'order.txt', text: `${FOUND_SKU} 3` }
/** The workbook's rows: the SKU, then the packs, without a header. */
export const SHEET_ROWS: [string, number][] = [
  [FOUND_SKU, 4],
  [UNKNOWN_SKU, 1],
]
export const SHEET_NAME = 'order.xlsx'
/** The event carries the chosen file; the model reads only its name. */
const SHEET = { name: SHEET_NAME } as QuickOrderSheet

/** The lines the server resolves from one of the texts above (one SKU a line, separated by a space or a tab). */
export function resolved(text: string): QuickOrderLine[] {
  return text.split('\n').flatMap((line, index): QuickOrderLine[] => {
    const [sku, packs] = line.split(/[ \t]/)
    if (!sku) return []
    const status = sku === FOUND_SKU ? 'found' : 'not_found'
    return [{ status, sku, quantity: Number(packs), lines: [index + 1], product: null }]
  })
}

/** The same lines when nothing of them can be ordered any more. */
export const outOfStock = (items: QuickOrderLine[]): QuickOrderLine[] =>
  items.map((item) => (item.status === 'found' ? { ...item, status: 'out_of_stock' } : item))

const CART: Cart = { id: 'model', items: [], total_count: 0, total_products: 0, total_sum: 0, ...CART_EXTRAS }

const sheetText = SHEET_ROWS.map((row) => row.join('\t')).join('\n')
const SHEET_READ: QuickOrderSheetRead = { name: SHEET_NAME, text: sheetText, items: resolved(sheetText) }

export type ModelEvent =
  | { type: 'quickOrder.type'; text: string }
  | { type: 'quickOrder.file'; name: string; text: string }
  | { type: 'quickOrder.sheet'; file: QuickOrderSheet }
  | { type: 'quickOrder.check' }
  | { type: 'quickOrder.add'; cartId: null }
  | { type: typeof CHECKED; output: QuickOrderLine[] }
  | { type: typeof READ; output: QuickOrderSheetRead }
  | { type: typeof ADDED; output: QuickOrderAdded }
  | { type: typeof CHECK_FAILED | typeof READ_FAILED | typeof ADD_FAILED; error: Failure }

export const quickOrderModel = testModelMachine(quickOrderMachine)
export const INPUT = undefined

export const EXCLUDED = []

/** What the buyer can do in every state: type something else, choose a text file or a workbook. */
const choose = (text: string): ModelEvent[] => [
  { type: 'quickOrder.type', text: text === TYPED ? RETYPED : TYPED },
  { type: 'quickOrder.file', ...FILE },
  { type: 'quickOrder.sheet', file: SHEET },
]

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  const { text, items } = state.context as QuickOrderContext
  const check: ModelEvent[] = text === '' && state.matches('editing') ? [] : [{ type: 'quickOrder.check' }]
  if (state.matches('editing')) return [...choose(text), ...check]
  if (state.matches('checking'))
    return [
      ...choose(text),
      // An empty text is refused by the server: only its refusal answers it.
      ...(text === '' ? [] : [{ type: CHECKED, output: resolved(text) } as const]),
      { type: CHECK_FAILED, error: TEXT_REFUSED },
      { type: CHECK_FAILED, error: SERVER_ERROR },
    ]
  if (state.matches('reading'))
    return [
      ...choose(text),
      { type: READ, output: SHEET_READ },
      { type: READ_FAILED, error: FILE_REFUSED },
      { type: READ_FAILED, error: SERVER_ERROR },
    ]
  if (state.matches('reviewed'))
    return [
      ...choose(text),
      ...check,
      ...(foundLines(items).length > 0 ? [{ type: 'quickOrder.add', cartId: null } as const] : []),
    ]
  if (state.matches('adding'))
    return [
      { type: ADDED, output: { items: resolved(text), cart: CART } },
      { type: ADDED, output: { items: outOfStock(resolved(text)), cart: CART } },
      { type: ADD_FAILED, error: ADD_REFUSED },
    ]
  return [...choose(text), ...check]
}

/** What the guards and the page read: found lines, a file's text, which errors, an empty text. */
const keyOf = (state: AnyMachineSnapshot) => {
  const { text, items, fileName, errors } = state.context as QuickOrderContext
  const errorKind = errors ? Object.keys(errors.fieldErrors).join(',') || 'message' : '-'
  return [
    JSON.stringify(state.value),
    `found=${foundLines(items).length > 0}`,
    `file=${fileName !== null}`,
    `errors=${errorKind}`,
    `empty=${text === ''}`,
  ].join(' ')
}

const model = new TestModel(quickOrderModel, {
  ...offeredOnly(quickOrderModel),
  events: offered,
  serializeState: keyedBy(keyOf),
})

export const quickOrderPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), quickOrderModel, INPUT))
