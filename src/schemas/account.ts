// The signed-in account as my/account/ returns it, shared by the server and the storefront.

export type AccountUser = {
  id: number
  email: string
  full_name: string
  organization_name: string
  permissions: {
    /** The buyer may order at all; each product's own permissions apply on top. */
    can_order: boolean
  }
}

export type AccountResponse = { user: AccountUser }
