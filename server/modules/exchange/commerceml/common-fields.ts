// Fields that several CommerceML elements share: the required Ид, name–value pairs, the deletion mark, and
// numbers read with a plain error naming the element and line when they are not numbers.
import { toKopecks, toQuantity } from './decimal'
import { type CmlElement, child, lineOf, listItems, nonEmpty, textOf } from './element-tree'
import { CommerceMlError } from './errors'
import type { CmlPair } from './records'

/** The Ид of an element that cannot be used without one (a Товар, a Предложение). */
export function requiredId(element: CmlElement): string {
  const id = textOf(element, 'Ид')
  if (id === null) throw new CommerceMlError(`${element.name} without Ид`, element.line)
  return id
}

/**
 * Name–value pairs listed as `list/item/{Наименование, Значение}` (ЗначенияРеквизитов/ЗначениеРеквизита,
 * ХарактеристикиТовара/ХарактеристикаТовара). Several Значение of one pair are joined with ", "; a pair without a
 * name is skipped.
 */
export function pairsOf(element: CmlElement, list: string, item: string): CmlPair[] {
  return listItems(element, list, item).flatMap((pair) => {
    const name = lineOf(pair, 'Наименование')
    if (name === null) return []
    const values = pair.children.filter((each) => each.name === 'Значение').flatMap((each) => nonEmpty(each.text) ?? [])
    return [{ name, value: values.join(', ') }]
  })
}

/** Marked for deletion: attribute Статус="Удален" or ПометкаУдаления true. */
export function isDeleted(element: CmlElement): boolean {
  return element.attributes['Статус']?.trim() === 'Удален' || textOf(element, 'ПометкаУдаления') === 'true'
}

/** The child `name` as kopecks; null when absent or empty. */
export function kopecksOf(element: CmlElement, name: string): number | null {
  const found = child(element, name)
  return found ? readNumber(found, toKopecks, 'an amount of money') : null
}

/** The child `name` as a quantity; null when absent or empty. */
export function quantityOf(element: CmlElement, name: string): number | null {
  const found = child(element, name)
  return found ? readNumber(found, toQuantity, 'a quantity') : null
}

/** An attribute as a quantity; null when absent or empty. */
export function quantityAttribute(element: CmlElement, name: string): number | null {
  const text = element.attributes[name]
  return text === undefined
    ? null
    : parseOrThrow(text, toQuantity, `${element.name} ${name}`, 'a quantity', element.line)
}

function readNumber(element: CmlElement, parse: (text: string) => number | undefined, what: string): number | null {
  return parseOrThrow(element.text, parse, element.name, what, element.line)
}

function parseOrThrow(
  text: string,
  parse: (text: string) => number | undefined,
  where: string,
  what: string,
  line: number,
): number | null {
  const trimmed = nonEmpty(text)
  if (trimmed === null) return null
  const value = parse(trimmed)
  if (value === undefined) throw new CommerceMlError(`${where} "${trimmed}" is not ${what}`, line)
  return value
}
