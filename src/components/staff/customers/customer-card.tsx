// A customer's card: the account and what the suggestions provider knows of its INN, the actions staff take on
// it, then its orders, bonuses (the ledger), favourites and survey answers.
import { useState, type ReactNode } from 'react'
import type { CustomerDetail, CustomerLedgerEntry, CustomerOrder } from '../../../../contract/staff/customers'
import { formatDate } from '../../../../contract/format/date'
import { formatPrice } from '../../../../contract/format/price'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../messages/compiled/runtime.js'
import { statusText } from '../../../lib/order-status-text'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { StaffPage } from '../shell/staff-page'
import { StaffTable, type StaffColumn } from '../table/staff-table'
import { CompanyAccountSection } from './company-account-section'
import { ActivationForm, LoyaltyForm, ManagerForm, PriceTypeForm, ViewAsForm } from './customer-forms'
import { InnValue, StatusBadge } from './customer-status'
import styles from './customers.module.css'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  )
}

const points = (value: number, locale: string) => value.toLocaleString(locale === 'en' ? 'en-GB' : 'ru-RU')

function orderColumns(locale: string): StaffColumn<CustomerOrder>[] {
  return [
    {
      id: 'number',
      header: m.staff_customers_col_number(),
      cell: (row) => <AppLink to={`/staff/orders/${row.id}/`}>{row.number}</AppLink>,
    },
    { id: 'date', header: m.staff_customers_col_date(), cell: (row) => formatDate(row.created_at, locale) },
    { id: 'status', header: m.staff_customers_col_status(), cell: (row) => statusText(row.status) },
    { id: 'total', header: m.staff_customers_col_total(), align: 'end', cell: (row) => formatPrice(row.total) },
  ]
}

function ledgerColumns(locale: string): StaffColumn<CustomerLedgerEntry>[] {
  return [
    { id: 'date', header: m.staff_customers_col_date(), cell: (row) => formatDate(row.created_at, locale) },
    {
      id: 'accrued',
      header: m.staff_customers_col_accrued(),
      align: 'end',
      cell: (row) => (row.accrued ? `+${points(row.accrued, locale)}` : ''),
    },
    {
      id: 'spent',
      header: m.staff_customers_col_spent(),
      align: 'end',
      cell: (row) => (row.spent ? `−${points(row.spent, locale)}` : ''),
    },
    {
      id: 'note',
      header: m.staff_customers_col_note(),
      cell: (row) => (
        <>
          {row.note}
          {row.pending ? <span className={styles.muted}> ({m.staff_customers_pending_points()})</span> : null}
        </>
      ),
    },
  ]
}

export function CustomerCard({ customer: initial }: { customer: CustomerDetail }) {
  const [customer, setCustomer] = useState(initial)
  const locale = getLocale()
  const userType =
    customer.user_type === 'legal' ? m.staff_customers_user_type_legal() : m.staff_customers_user_type_entrepreneur()
  return (
    <StaffPage
      title={customer.organization_name || customer.email}
      actions={
        <>
          <ViewAsForm customer={customer} />
          <AppLink to="/staff/customers/" className={buttonClass('ghost', 'sm')}>
            ← {m.staff_customers_back()}
          </AppLink>
        </>
      }
    >
      <div className={styles.columns}>
        <Section id="customer-details" title={m.staff_customers_details()}>
          <dl className={styles.facts}>
            <Fact label={m.staff_customers_col_status()}>
              <StatusBadge status={customer.status} />
            </Fact>
            <Fact label={m.staff_customers_col_inn()}>
              <InnValue inn={customer.organization_inn} valid={customer.inn_valid} />
            </Fact>
            <Fact label={m.staff_customers_user_type()}>{userType}</Fact>
            <Fact label={m.staff_customers_full_name()}>{customer.full_name}</Fact>
            <Fact label={m.staff_customers_col_email()}>{customer.email}</Fact>
            <Fact label={m.staff_customers_col_phone()}>{customer.phone}</Fact>
            <Fact label={m.staff_customers_legal_address()}>{customer.legal_address}</Fact>
            <Fact label={m.staff_customers_actual_address()}>{customer.actual_address}</Fact>
            <Fact label={m.staff_customers_locale()}>{customer.locale}</Fact>
            <Fact label={m.staff_customers_registered()}>{formatDate(customer.created_at, locale)}</Fact>
            <Fact label={m.staff_customers_activated()}>
              {customer.activated_at ? formatDate(customer.activated_at, locale) : ''}
            </Fact>
          </dl>
          {customer.company ? (
            <div className={styles.company}>
              <h3 className={styles.subheading}>{m.staff_customers_company()}</h3>
              <p>
                {customer.company.name}
                {customer.company.kpp ? `, ${m.staff_customers_company_kpp({ kpp: customer.company.kpp })}` : ''}
              </p>
              <p className={styles.muted}>{customer.company.legal_address}</p>
              <p className={styles.muted}>{customer.company.full_name}</p>
            </div>
          ) : null}
        </Section>
        <Section id="customer-actions" title={m.staff_customers_actions()}>
          <ActivationForm customer={customer} onChanged={setCustomer} />
          <ManagerForm customer={customer} onChanged={setCustomer} />
          <PriceTypeForm customer={customer} onChanged={setCustomer} />
          <LoyaltyForm customer={customer} onChanged={setCustomer} />
        </Section>
      </div>
      {customer.company_account ? (
        <Section id="customer-company-account" title={m.staff_customers_company_title()}>
          <CompanyAccountSection customer={customer} company={customer.company_account} onChanged={setCustomer} />
        </Section>
      ) : null}
      <Section id="customer-orders" title={m.staff_customers_orders()}>
        <StaffTable
          caption={m.staff_customers_orders()}
          columns={orderColumns(locale)}
          rows={customer.orders}
          rowKey={(row) => row.id}
          empty={m.staff_customers_nothing()}
        />
      </Section>
      <Section id="customer-bonuses" title={m.staff_customers_loyalty()}>
        <StaffTable
          caption={m.staff_customers_loyalty()}
          columns={ledgerColumns(locale)}
          rows={customer.ledger}
          rowKey={(row) => row.id}
          empty={m.staff_customers_nothing()}
        />
      </Section>
      <Section id="customer-favorites" title={m.staff_customers_favorites()}>
        {customer.favorites.length === 0 ? (
          <p className={styles.muted}>{m.staff_customers_nothing()}</p>
        ) : (
          <ul className={styles.list}>
            {customer.favorites.map((product) => (
              <li key={product.id}>
                <AppLink to={`/product/${product.slug}/`}>{product.title}</AppLink>{' '}
                <span className={styles.muted}>{product.sku}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="customer-surveys" title={m.staff_customers_surveys()}>
        {customer.surveys.length === 0 ? (
          <p className={styles.muted}>{m.staff_customers_nothing()}</p>
        ) : (
          customer.surveys.map((response) => (
            <div key={response.id} className={styles.survey}>
              <h3 className={styles.subheading}>
                {response.survey} <span className={styles.muted}>{formatDate(response.created_at, locale)}</span>
              </h3>
              <dl className={styles.facts}>
                {response.answers.map((answer, index) => (
                  <Fact key={index} label={answer.question}>
                    {answer.answer}
                  </Fact>
                ))}
              </dl>
            </div>
          ))
        )}
      </Section>
    </StaffPage>
  )
}
