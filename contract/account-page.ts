// account-page/ and loyalty-page/ as the storefront reads them: the copy staff edit, `text` being sanitized HTML.
export type AccountContentPage = {
  title: string
  meta: { title: string; description: string; keywords: string }
  text: string
}
