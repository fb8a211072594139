// The answer of a call that only says what it did (SPEC 7: a sent form, a recovery mail, a confirmed e-mail).
export type DetailAnswer = { detail: string }
