/** A required field's label: marked as the form's note explains. */
export const required = (label: string) => `${label} *`
