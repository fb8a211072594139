// The cart as a spreadsheet (XLSX or CSV), offered while it holds a line.
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import { cartExportUrl } from '../../api/cart'
import { useCart } from '../../state/cart-provider'
import { DownloadLinks } from '../ui/download-links'

export function CartExportLinks() {
  const { cart } = useCart()
  if (!cart?.items.length) return null
  const locale = getLocale()
  return <DownloadLinks subject={m.export_subject_cart()} hrefOf={(format) => cartExportUrl(cart.id, format, locale)} />
}
