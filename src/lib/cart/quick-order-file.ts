// The text of a file chosen for the quick order.
import { MAX_QUICK_ORDER_TEXT } from '../../../contract/orders'

/** Bytes one character may take in UTF-8: so many bytes hold more characters than the server takes. */
const MAX_UTF8_BYTES = 4

/** A chosen file's text; of a huge file only enough to be refused as too long, not the whole of it. */
export const quickOrderFileText = (file: Blob) => file.slice(0, MAX_UTF8_BYTES * (MAX_QUICK_ORDER_TEXT + 1)).text()
