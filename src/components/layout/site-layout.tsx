import type { ReactNode } from 'react'
import type { VarsResponse } from '../../schemas/site'

export function SiteLayout({ children }: { vars: VarsResponse | null; children: ReactNode }) {
  return <main>{children}</main>
}
