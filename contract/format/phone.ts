// Phones at the edge, one way on every page and in every mail. Stored as digits ("79161234567"), a checkout
// phone perhaps with an extension ("79161234567;ext=12", RFC 3966's parameter).

const EXTENSION_WORD: Record<string, string> = { ru: 'доб.', en: 'ext.' }

/** "79161234567" → "+7 916 123-45-67"; "…;ext=12" adds " доб. 12" (ru) / " ext. 12" (en); other numbers get a "+". */
export function formatPhone(stored: string, locale: string): string {
  if (!stored) return ''
  const [typed = '', extension] = stored.split(';ext=')
  // Older records keep the number as it was typed ("+7 (916) 123-45-67").
  const number = /^[\s()+\-.\d]+$/.test(typed) ? typed.replace(/\D/g, '') : typed
  const russian = /^[78](\d{3})(\d{3})(\d{2})(\d{2})$/.exec(number)
  const main = russian
    ? `+7 ${russian[1]} ${russian[2]}-${russian[3]}-${russian[4]}`
    : /^\d+$/.test(number)
      ? `+${number}`
      : number
  return extension ? `${main} ${EXTENSION_WORD[locale] ?? EXTENSION_WORD.ru} ${extension}` : main
}
