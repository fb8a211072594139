// The quick-order panel of the cart page (SPEC issue 5): the buyer types or pastes `SKU quantity` lines, or
// chooses a file whose text the app reads and hands over, or an Excel workbook the server reads (the injected
// `readQuickOrderSheet` actor) into the text and its review at once; a check resolves each line against the catalogue
// (the injected `checkQuickOrder` actor) and the review shows them; adding puts the orderable lines in the cart
// (the injected `addQuickOrder` actor) and emits the cart answered, for the one cart of the app to take.
// Editing the text drops a stale review and cancels a check still running; a second check while one runs is
// ignored. A failure keeps the text and holds the server's message and field errors; errors of a check of a
// chosen file, and of reading a workbook, belong to the file (a workbook that cannot be read leaves the text as it
// was).
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Cart } from '../contract/cart'
import type { QuickOrderLine } from '../contract/orders'
import { formErrors, type FormErrors } from './form-errors'

export type QuickOrderEvent =
  | { type: 'quickOrder.type'; text: string }
  | { type: 'quickOrder.file'; name: string; text: string }
  /** An Excel workbook chosen: the server reads it. */
  | { type: 'quickOrder.sheet'; file: QuickOrderSheet }
  | { type: 'quickOrder.check' }
  /** `cartId`: the cart the storefront shows, which the lines join (null: the buyer's latest). */
  | { type: 'quickOrder.add'; cartId: string | null }

export type QuickOrderEmitted = { type: 'quickOrder.added'; cart: Cart; count: number }

export type QuickOrderContext = {
  text: string
  /** The chosen file the text was read from, while the text is unchanged since. */
  fileName: string | null
  /** The resolved lines of the text as it is now; null when not checked. */
  items: QuickOrderLine[] | null
  errors: FormErrors | null
  /** Lines the last add put in the cart, shown until the buyer starts the next order. */
  added: number | null
}

/** A chosen workbook file, as the app hands it over. */
export type QuickOrderSheet = Blob & { readonly name: string }

export type QuickOrderInput = { text: string }
export type QuickOrderSheetInput = { file: QuickOrderSheet }
/** The workbook's name, its rows as quick-order text (line n is row n) and those lines resolved. */
export type QuickOrderSheetRead = { name: string; text: string; items: QuickOrderLine[] }
export type QuickOrderAddInput = { text: string; cartId: string | null }
export type QuickOrderAdded = { items: QuickOrderLine[]; cart: Cart }

/** The lines that can go to the cart. */
export const foundLines = (items: readonly QuickOrderLine[] | null) =>
  (items ?? []).filter((item): item is Extract<QuickOrderLine, { status: 'found' }> => item.status === 'found')

/** What a line costs in kopecks: packs × units in a pack × unit price (0 without a price). */
export const lineAmount = (item: QuickOrderLine) =>
  item.status === 'invalid' || !item.product
    ? 0
    : item.quantity * item.product.pack_quantity * (item.product.price ?? 0)

/** The amount of the lines that can go to the cart. */
export const foundAmount = (items: readonly QuickOrderLine[] | null) =>
  foundLines(items).reduce((sum, item) => sum + lineAmount(item), 0)

/** Errors of a file's text are the file's: the buyer did not type it. */
function errorsOf(error: unknown, fromFile: boolean): FormErrors {
  const errors = formErrors(error)
  const { text, ...others } = errors.fieldErrors
  if (!fromFile || !text) return errors
  return { ...errors, fieldErrors: { ...others, file: [...(others.file ?? []), ...text] } }
}

export const quickOrderMachine = setup({
  types: {
    context: {} as QuickOrderContext,
    events: {} as QuickOrderEvent,
    emitted: {} as QuickOrderEmitted,
  },
  actors: {
    // Provided by the app: orders/fast/ without adding, answering the resolved lines.
    checkQuickOrder: fromPromise<QuickOrderLine[], QuickOrderInput>(() =>
      Promise.reject(new Error('checkQuickOrder is provided by the app')),
    ),
    // Provided by the app: orders/fast/ with the workbook uploaded, answering its text and the resolved lines.
    readQuickOrderSheet: fromPromise<QuickOrderSheetRead, QuickOrderSheetInput>(() =>
      Promise.reject(new Error('readQuickOrderSheet is provided by the app')),
    ),
    // Provided by the app: orders/fast/ with add_to_cart, answering the lines and the cart.
    addQuickOrder: fromPromise<QuickOrderAdded, QuickOrderAddInput>(() =>
      Promise.reject(new Error('addQuickOrder is provided by the app')),
    ),
  },
  guards: {
    hasFound: ({ context }) => foundLines(context.items).length > 0,
    addedSome: (_, { items }: { items: QuickOrderLine[] }) => foundLines(items).length > 0,
  },
  actions: {
    edit: assign(({ event }) =>
      event.type === 'quickOrder.type'
        ? { text: event.text, fileName: null, items: null, errors: null, added: null }
        : {},
    ),
    takeFile: assign(({ event }) =>
      event.type === 'quickOrder.file'
        ? { text: event.text, fileName: event.name, items: null, errors: null, added: null }
        : {},
    ),
    startCheck: assign({ items: null, errors: null, added: null }),
    startReading: assign({ items: null, errors: null, added: null }),
    takeSheet: assign((_, { read }: { read: QuickOrderSheetRead }) => ({
      text: read.text,
      fileName: read.name,
      items: read.items,
    })),
    showSheetError: assign((_, { error }: { error: unknown }) => ({ errors: errorsOf(error, true) })),
    dropErrors: assign({ errors: null }),
    takeReview: assign((_, { items }: { items: QuickOrderLine[] }) => ({ items })),
    takeAdded: assign((_, { items }: { items: QuickOrderLine[] }) => ({
      text: '',
      fileName: null,
      items: null,
      added: foundLines(items).length,
    })),
    announceAdded: emit((_, { answer }: { answer: QuickOrderAdded }): QuickOrderEmitted => ({
      type: 'quickOrder.added',
      cart: answer.cart,
      count: foundLines(answer.items).length,
    })),
    showError: assign(({ context }, { error }: { error: unknown }) => ({
      errors: errorsOf(error, context.fileName !== null),
    })),
  },
}).createMachine({
  id: 'quickOrder',
  context: { text: '', fileName: null, items: null, errors: null, added: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'quickOrder.type': { actions: 'edit' },
        'quickOrder.file': { target: 'checking', actions: 'takeFile' },
        'quickOrder.sheet': { target: 'reading', actions: 'startReading' },
        'quickOrder.check': { target: 'checking', actions: 'startCheck' },
      },
    },
    checking: {
      invoke: {
        id: 'checkQuickOrder',
        src: 'checkQuickOrder',
        input: ({ context }) => ({ text: context.text }),
        onDone: {
          target: 'reviewed',
          actions: { type: 'takeReview', params: ({ event }) => ({ items: event.output }) },
        },
        onError: { target: 'editing', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        // The answer would be for text no longer there: the check is stopped.
        'quickOrder.type': { target: 'editing', actions: 'edit' },
        'quickOrder.file': { target: 'checking', reenter: true, actions: 'takeFile' },
        'quickOrder.sheet': { target: 'reading', actions: 'startReading' },
      },
    },
    // The text stays as it was until the workbook is read; a failure leaves it so.
    reading: {
      invoke: {
        id: 'readQuickOrderSheet',
        src: 'readQuickOrderSheet',
        input: ({ event }) => ({ file: (event as Extract<QuickOrderEvent, { type: 'quickOrder.sheet' }>).file }),
        onDone: {
          target: 'reviewed',
          actions: { type: 'takeSheet', params: ({ event }) => ({ read: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showSheetError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'quickOrder.type': { target: 'editing', actions: 'edit' },
        'quickOrder.file': { target: 'checking', actions: 'takeFile' },
        'quickOrder.sheet': { target: 'reading', reenter: true, actions: 'startReading' },
      },
    },
    reviewed: {
      on: {
        'quickOrder.type': { target: 'editing', actions: 'edit' },
        'quickOrder.file': { target: 'checking', actions: 'takeFile' },
        'quickOrder.sheet': { target: 'reading', actions: 'startReading' },
        'quickOrder.check': { target: 'checking', actions: 'startCheck' },
        'quickOrder.add': { guard: 'hasFound', target: 'adding', actions: 'dropErrors' },
      },
    },
    // The cart changes on the server whatever the buyer does meanwhile: the text stays as sent until the answer.
    adding: {
      invoke: {
        id: 'addQuickOrder',
        src: 'addQuickOrder',
        input: ({ context, event }) => ({
          text: context.text,
          cartId: event.type === 'quickOrder.add' ? event.cartId : null,
        }),
        onDone: [
          {
            guard: { type: 'addedSome', params: ({ event }) => ({ items: event.output.items }) },
            target: 'added',
            actions: [
              { type: 'takeAdded', params: ({ event }) => ({ items: event.output.items }) },
              { type: 'announceAdded', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
          // Nothing was orderable any more: the fresh review says why.
          {
            target: 'reviewed',
            actions: { type: 'takeReview', params: ({ event }) => ({ items: event.output.items }) },
          },
        ],
        onError: {
          target: 'reviewed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    added: {
      on: {
        'quickOrder.type': { target: 'editing', actions: 'edit' },
        'quickOrder.file': { target: 'checking', actions: 'takeFile' },
        'quickOrder.sheet': { target: 'reading', actions: 'startReading' },
        'quickOrder.check': { target: 'checking', actions: 'startCheck' },
      },
    },
  },
})
