// The actions on a customer's card, each a form of its own through the submission machine: activation or
// deactivation, the personal manager, the price type, and a loyalty adjustment with its reason.
import {
  loyaltyAdjustmentBody,
  type CustomerActionAnswer,
  type CustomerDetail,
  type LoyaltyAdjustment,
} from '../../../../contract/staff/customers'
import {
  activateCustomer,
  adjustCustomerLoyalty,
  deactivateCustomer,
  setCustomerManager,
  setCustomerPriceType,
  startViewAs,
} from '../../../api/staff/customers'
import { validateForm } from '../../../lib/forms/validate'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale, localizeHref } from '../../../../messages/compiled/runtime.js'
import { useSubmission } from '../../../state/use-submission'
import { Button } from '../../ui/button'
import { FieldFrame } from '../../ui/field-frame'
import { TextField } from '../../ui/text-field'
import styles from './customers.module.css'

type FormProps = { customer: CustomerDetail; onChanged: (customer: CustomerDetail) => void }

const applied = (onChanged: FormProps['onChanged']) => (answer: CustomerActionAnswer) => {
  onChanged(answer.customer)
  return answer
}

function Outcome({ done, message }: { done: string | null; message: string | null }) {
  if (message)
    return (
      <p className={styles.error} role="alert">
        {message}
      </p>
    )
  return done ? (
    <p className={styles.done} role="status">
      {done}
    </p>
  ) : null
}

export function ActivationForm({ customer, onChanged }: FormProps) {
  const active = customer.status === 'active'
  const form = useSubmission({
    values: {},
    send: () => (active ? deactivateCustomer(customer.id) : activateCustomer(customer.id)).then(applied(onChanged)),
  })
  const answer = form.success?.answer
  const done = !answer
    ? null
    : answer.mailed === undefined
      ? m.staff_customers_deactivated_done()
      : answer.mailed
        ? m.staff_customers_activated_mailed()
        : m.staff_customers_activated_not_mailed()
  return (
    <form {...form.formProps} className={styles.activation}>
      <Button type="submit" variant={active ? 'secondary' : 'primary'} disabled={form.busy} aria-busy={form.busy}>
        {active ? m.staff_customers_deactivate() : m.staff_customers_activate()}
      </Button>
      <Outcome done={form.status === 'succeeded' ? done : null} message={form.message} />
    </form>
  )
}

const idOrNull = (value: string) => (value ? Number(value) : null)

function ChoiceForm({
  label,
  field,
  value,
  options,
  emptyOption,
  send,
}: {
  label: string
  field: string
  value: number | null
  options: { id: number; title: string }[]
  emptyOption: string
  send: (id: number | null) => Promise<unknown>
}) {
  const form = useSubmission({
    values: { [field]: value === null ? '' : String(value) } as Record<string, string>,
    send: (body) => send(idOrNull(body[field] ?? '')),
  })
  return (
    <form {...form.formProps} className={styles.action}>
      <FieldFrame label={label} errors={form.errors[field]}>
        {(control) => (
          <select
            {...control}
            name={field}
            className={styles.selectInput}
            value={form.values[field]}
            onChange={(event) => form.edit(field, event.currentTarget.value)}
          >
            <option value="">{emptyOption}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <Button type="submit" variant="secondary" size="sm" disabled={form.busy} aria-busy={form.busy}>
        {m.staff_customers_save()}
      </Button>
      <Outcome done={form.status === 'succeeded' ? m.staff_customers_saved() : null} message={form.message} />
    </form>
  )
}

export const ManagerForm = ({ customer, onChanged }: FormProps) => (
  <ChoiceForm
    label={m.staff_customers_manager()}
    field="manager_id"
    value={customer.manager?.id ?? null}
    options={customer.managers.map((manager) => ({ id: manager.id, title: manager.name }))}
    emptyOption={m.staff_customers_manager_none()}
    send={(id) => setCustomerManager(customer.id, id).then(applied(onChanged))}
  />
)

export const PriceTypeForm = ({ customer, onChanged }: FormProps) => (
  <ChoiceForm
    label={m.staff_customers_price_type()}
    field="price_type_id"
    value={customer.price_type?.id ?? null}
    options={customer.price_types.map((list) => ({ id: list.id, title: list.title }))}
    emptyOption={m.staff_customers_price_type_default()}
    send={(id) => setCustomerPriceType(customer.id, id).then(applied(onChanged))}
  />
)

type LoyaltyValues = { amount: string; reason: string }

const loyaltyBody = (values: LoyaltyValues) => ({
  amount: /^\s*[-−]?\d+\s*$/.test(values.amount) ? Number(values.amount.trim().replace('−', '-')) : Number.NaN,
  reason: values.reason,
})

export function LoyaltyForm({ customer, onChanged }: FormProps) {
  const form = useSubmission<LoyaltyValues, LoyaltyAdjustment, CustomerActionAnswer>({
    values: { amount: '', reason: '' },
    validate: (values) => validateForm(loyaltyAdjustmentBody, loyaltyBody(values)),
    send: (body) => adjustCustomerLoyalty(customer.id, body).then(applied(onChanged)),
    after: () => ({ amount: '', reason: '' }),
  })
  return (
    <form {...form.formProps} className={styles.loyalty} aria-labelledby="customer-loyalty">
      <h3 id="customer-loyalty" className={styles.subheading}>
        {m.staff_customers_balance({
          points: customer.loyalty_balance.toLocaleString(getLocale() === 'en' ? 'en-GB' : 'ru-RU'),
        })}
      </h3>
      <TextField {...form.bind('amount')} label={m.staff_customers_amount()} inputMode="numeric" required />
      <TextField {...form.bind('reason')} label={m.staff_customers_reason()} maxLength={300} required />
      <Button type="submit" variant="secondary" size="sm" disabled={form.busy} aria-busy={form.busy}>
        {m.staff_customers_adjust()}
      </Button>
      <Outcome done={form.status === 'succeeded' ? m.staff_customers_saved() : null} message={form.message} />
    </form>
  )
}

/** Opens the storefront as this customer sees it (read-only, with a banner to come back): decision 019. */
export function ViewAsForm({ customer }: { customer: CustomerDetail }) {
  const form = useSubmission({
    values: {},
    send: () => startViewAs(customer.id),
    after: () => {
      window.location.assign(localizeHref('/'))
      return {}
    },
  })
  return (
    <form {...form.formProps} className={styles.activation}>
      <Button type="submit" variant="secondary" size="sm" disabled={form.busy} aria-busy={form.busy}>
        {m.staff_customers_view_as()}
      </Button>
      <Outcome done={null} message={form.message} />
    </form>
  )
}
