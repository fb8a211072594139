// Component areas allowed to import another area besides ui/ and seo/, each with the reason it composes it.
// Anything not listed here is refused by the lint (eslint.config.js, import-x/no-restricted-paths).
export const componentAreaExceptions = {
  // Decision 010: the product card carries the buyer's controls (cart quantity, favourite star).
  product: ['cart', 'favorites'],
  // The cart line of an item out of stock offers the wait list in place of the quantity control.
  cart: ['wait-list'],
  // The favourites page and the catalogue listing list product cards (decision 010).
  favorites: ['product'],
  catalogue: ['product'],
  // Decision 008: the home page composes blocks of other areas (product sliders, the about section, news badges).
  home: ['company', 'product', 'publications'],
  // The contacts page embeds the feedback form.
  contacts: ['forms'],
}
