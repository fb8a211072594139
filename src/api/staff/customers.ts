// Back office, Customers (server/modules/staff/customers).
import type { CompanyRole } from '../../../contract/company-roles'
import type {
  CustomerActionAnswer,
  CustomerDetail,
  CustomersPage,
  CustomersQueryInput,
  LoyaltyAdjustment,
  ManagerOption,
  ViewAsAnswer,
} from '../../../contract/staff/customers'
import type { CallControl } from '../call-control'
import { api } from '../instance'

export const getCustomers = (query: CustomersQueryInput, options?: CallControl) =>
  api().get<CustomersPage>('staff/customers/', { ...options, query })

export const getCustomerManagers = (options?: CallControl) =>
  api().get<{ results: ManagerOption[] }>('staff/customers/managers/', options)

export const getCustomer = (id: number, options?: CallControl) =>
  api().get<CustomerDetail>(`staff/customers/${id}/`, options)

export const activateCustomer = (id: number, options?: CallControl) =>
  api().post<CustomerActionAnswer>(`staff/customers/${id}/activate/`, {}, options)

export const deactivateCustomer = (id: number, options?: CallControl) =>
  api().post<CustomerActionAnswer>(`staff/customers/${id}/deactivate/`, {}, options)

export const setCustomerManager = (id: number, managerId: number | null, options?: CallControl) =>
  api().put<CustomerActionAnswer>(`staff/customers/${id}/manager/`, { manager_id: managerId }, options)

export const setCustomerPriceType = (id: number, priceTypeId: number | null, options?: CallControl) =>
  api().put<CustomerActionAnswer>(`staff/customers/${id}/price-type/`, { price_type_id: priceTypeId }, options)

export const adjustCustomerLoyalty = (id: number, body: LoyaltyAdjustment, options?: CallControl) =>
  api().post<CustomerActionAnswer>(`staff/customers/${id}/loyalty/`, body, options)

/** Marks this session as viewing the storefront as the customer (read-only) until stopViewAs. */
export const startViewAs = (id: number, options?: CallControl) =>
  api().post<ViewAsAnswer>(`staff/customers/${id}/view-as/`, {}, options)

export const stopViewAs = (options?: CallControl) =>
  api().delete<{ stopped: boolean }>('staff/customers/view-as/', options)

/** Another role in the customer's company, or `none` to take them out of it. */
export const setCompanyRole = (id: number, role: CompanyRole | 'none', options?: CallControl) =>
  api().put<CustomerActionAnswer>(`staff/customers/${id}/company-role/`, { role }, options)

/** Switches the customer's whole company on or off (off signs every user of it out). */
export const setCompanyActive = (id: number, isActive: boolean, options?: CallControl) =>
  api().put<CustomerActionAnswer>(`staff/customers/${id}/company-active/`, { is_active: isActive }, options)
