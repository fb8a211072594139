/** The number a buyer and a manager read: the year the order was placed and its id, six digits. */
export const orderNumber = (id: number, year: number) => `VT-${year}-${String(id).padStart(6, '0')}`
