// The date picker where the app shows it: the delivery date of the checkout form, as the buyer with a cart over
// the order minimum. Each event is the buyer's click or key (the model's `by` says which); each state is checked
// on the page: closed, the field shows the chosen day (or asks for one) and the form carries it; on a month, the
// grid titled with it, the arrows only where the next month has days to pick, exactly the selectable days
// enabled, the chosen day selected and the keyboard focus on the machine's focused day; on the year list, the
// 101 years with those that have days to pick enabled and the month's year pressed.
import type { AnyMachineSnapshot } from 'xstate'
import { expect } from 'vitest'
import { monthGrid } from '../../../contract/dates/calendar-arithmetic'
import { monthTitle } from '../../../contract/format/calendar'
import { formatDate } from '../../../contract/format/date'
import {
  canShowNext,
  canShowPrevious,
  datePickerMachine,
  selectableDay,
  yearAllowed,
  yearsOf,
  type DatePickerContext,
} from '../../../machines/date-picker.machine'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import type { PathSession } from '../session'
import { openCheckout } from './checkout-page'
import { datePickerInput, datePickerModel, datePickerPaths, EXCLUDED, type ModelEvent } from './date-picker.model'

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t, locale } = session
  await openCheckout(session)
  const field = page.getByRole('button', { name: t(m.checkout_date) })
  const panel = page.getByRole('dialog', { name: t(m.date_picker_calendar) })
  const previousArrow = panel.getByRole('button', { name: t(m.date_picker_previous), exact: true })
  const nextArrow = panel.getByRole('button', { name: t(m.date_picker_next), exact: true })
  const years = panel.getByRole('group', { name: t(m.date_picker_year_list) })
  const day = (date: string) => panel.locator(`[data-date="${date}"]`)
  await field.waitFor()

  const KEYS = { 1: 'ArrowRight', [-1]: 'ArrowLeft', 7: 'ArrowDown', [-7]: 'ArrowUp' } as const

  async function act({ event }: { event: ModelEvent }) {
    switch (event.type) {
      case 'datePicker.open':
        return field.click()
      case 'datePicker.close':
        if (event.by === 'escape') return page.keyboard.press('Escape')
        if (event.by === 'field') return field.click()
        return page.getByRole('heading', { level: 1 }).click()
      case 'datePicker.pick':
        return event.by === 'click' ? day(event.date).click() : page.keyboard.press('Enter')
      case 'datePicker.previous':
        return event.by === 'arrow' ? previousArrow.click() : page.keyboard.press('PageUp')
      case 'datePicker.next':
        return event.by === 'arrow' ? nextArrow.click() : page.keyboard.press('PageDown')
      case 'datePicker.move':
        return page.keyboard.press(KEYS[event.days])
      case 'datePicker.showYears':
        return panel.getByRole('button', { name: t(m.date_picker_years) }).click()
      case 'datePicker.showDays':
        return panel.getByRole('button', { name: t(m.date_picker_days) }).click()
      case 'datePicker.pickYear':
        return years.getByRole('button', { name: String(event.year), exact: true }).click()
    }
  }

  async function checkDays(context: DatePickerContext) {
    const grid = panel.getByRole('grid', { name: monthTitle(context.view, locale), exact: true })
    await grid.waitFor()
    expect(await previousArrow.count()).toBe(canShowPrevious(context) ? 1 : 0)
    expect(await nextArrow.count()).toBe(canShowNext(context) ? 1 : 0)
    const shown = monthGrid(context.view)
      .flat()
      .filter((date): date is string => date !== null)
    const enabled = await grid
      .locator('button[data-date]:not([aria-disabled="true"])')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-date')))
    expect(enabled).toEqual(shown.filter((date) => selectableDay(date, context)))
    const selected = await grid
      .locator('[aria-selected="true"] [data-date]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-date')))
    expect(selected).toEqual(context.value && shown.includes(context.value) ? [context.value] : [])
    // The arrow keys and Enter act on the day that has the focus: it must be the machine's.
    await eventually(async () =>
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null)).toBe(
        context.focused,
      ),
    )
  }

  async function checkYears(context: DatePickerContext) {
    await years.waitFor()
    const buttons = years.getByRole('button')
    expect(await buttons.allTextContents()).toEqual(yearsOf(context).map(String))
    const enabled = await years
      .locator('button:not([disabled])')
      .evaluateAll((list) => list.map((button) => Number(button.textContent)))
    expect(enabled).toEqual(yearsOf(context).filter((year) => yearAllowed(year, context)))
    expect(await years.locator('[aria-pressed="true"]').textContent()).toBe(String(context.view.year))
  }

  return {
    act: (step) => act(step as unknown as { event: ModelEvent }).then(() => undefined),
    check: async (state: AnyMachineSnapshot) => {
      const context = state.context as DatePickerContext
      if (state.matches('closed')) {
        await panel.waitFor({ state: 'detached' })
        expect(await field.getAttribute('aria-expanded')).toBe('false')
        const shown = context.value ? formatDate(context.value, locale) : t(m.date_picker_choose)
        expect(normalized(await field.textContent())).toContain(normalized(shown))
        expect(await page.locator('input[name="delivery_date"]').inputValue()).toBe(context.value ?? '')
        return
      }
      expect(await field.getAttribute('aria-expanded')).toBe('true')
      if (state.matches({ open: 'days' })) await checkDays(context)
      else await checkYears(context)
    },
    describe: async () =>
      normalized(
        `${await field.textContent()} | ${(await panel.count()) > 0 ? await panel.textContent() : 'closed'}`,
      ).slice(0, 400),
  }
}

export const datePickerAdapter: PathAdapter = {
  name: 'date-picker',
  machine: datePickerMachine,
  model: datePickerModel,
  get input() {
    return datePickerInput()
  },
  paths: datePickerPaths,
  excluded: EXCLUDED,
  as: 'buyer',
  open,
}
