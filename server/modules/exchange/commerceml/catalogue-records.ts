// The classifier and the catalogue: Группа (nested at any depth), Свойство and Товар elements to records.
import { isDeleted, pairsOf, requiredId } from './common-fields'
import { toQuantity } from './decimal'
import { type CmlElement, attribute, child, childrenNamed, lineOf, listItems, nonEmpty, textOf } from './element-tree'
import type { CmlGroup, CmlProduct, CmlProperty } from './records'

/** A Группа and every group nested in it (Группа/Группы/Группа …), parents before their children. */
export function toGroups(element: CmlElement, parentId: string | null = null): CmlGroup[] {
  const id = textOf(element, 'Ид')
  // A group without Ид cannot be referred to; its subgroups hang on its parent.
  const own = id === null ? [] : [{ id, name: lineOf(element, 'Наименование') ?? '', parentId }]
  const nested = listItems(element, 'Группы', 'Группа').flatMap((group) => toGroups(group, id ?? parentId))
  return [...own, ...nested]
}

const VALUE_TYPES: Record<string, CmlProperty['valueType']> = {
  Строка: 'string',
  Число: 'number',
  Справочник: 'reference',
}

/**
 * A Свойство (or the older СвойствоНоменклатуры); null without Ид. The type is ТипЗначений (or the older
 * ТипыЗначений/ТипЗначений/Тип). Values are ВариантыЗначений/Справочник (ИдЗначения, Значение), the older
 * ВариантЗначения (Ид, Значение), or plain Значение, whose id is then the value itself.
 */
export function toProperty(element: CmlElement): CmlProperty | null {
  const id = textOf(element, 'Ид')
  if (id === null) return null
  const typeName = textOf(element, 'ТипЗначений') ?? lineOf(listItems(element, 'ТипыЗначений', 'ТипЗначений')[0], 'Тип')
  const variants = listItems(element, 'ВариантыЗначений', 'Справочник')
    .map((each) => ({ id: textOf(each, 'ИдЗначения'), value: textOf(each, 'Значение') }))
    .concat(
      listItems(element, 'ВариантыЗначений', 'ВариантЗначения').map((each) => ({
        id: textOf(each, 'Ид'),
        value: textOf(each, 'Значение'),
      })),
      listItems(element, 'ВариантыЗначений', 'Значение').map((each) => {
        const value = nonEmpty(each.text)
        return { id: value, value }
      }),
    )
  return {
    id,
    name: lineOf(element, 'Наименование') ?? '',
    valueType: (typeName && VALUE_TYPES[typeName]) || 'other',
    values: variants.flatMap(({ id, value }) => (id === null ? [] : [{ id, value: value ?? '' }])),
  }
}

/** A Товар of the catalogue; throws without Ид. Missing small things become null, '' or []. */
export function toProduct(element: CmlElement): CmlProduct {
  return {
    id: requiredId(element),
    sku: lineOf(element, 'Артикул'),
    barcode: lineOf(element, 'Штрихкод'),
    name: lineOf(element, 'Наименование') ?? '',
    description: textOf(element, 'Описание') ?? '',
    groupIds: listItems(element, 'Группы', 'Ид').flatMap((each) => nonEmpty(each.text) ?? []),
    pictures: childrenNamed(element, 'Картинка').flatMap((each) => nonEmpty(each.text) ?? []),
    manufacturer: manufacturerOf(child(element, 'Изготовитель')),
    baseUnit: baseUnitOf(child(element, 'БазоваяЕдиница')),
    properties: listItems(element, 'ЗначенияСвойств', 'ЗначенияСвойства').flatMap((each) => {
      const id = textOf(each, 'Ид')
      const values = childrenNamed(each, 'Значение').flatMap((value) => nonEmpty(value.text) ?? [])
      return id === null ? [] : [{ id, values }]
    }),
    requisites: pairsOf(element, 'ЗначенияРеквизитов', 'ЗначениеРеквизита'),
    deleted: isDeleted(element),
  }
}

/** Изготовитель: Ид may be missing; the name is Наименование, else ОфициальноеНаименование. */
function manufacturerOf(element: CmlElement | undefined): CmlProduct['manufacturer'] {
  if (!element) return null
  const id = textOf(element, 'Ид')
  const name = lineOf(element, 'Наименование') ?? lineOf(element, 'ОфициальноеНаименование')
  return id === null && name === null ? null : { id, name: name ?? '' }
}

/**
 * БазоваяЕдиница: code from the Код attribute ("796 " → "796"); name НаименованиеПолное, else its own text; ratio
 * from Пересчет/Коэффициент.
 */
function baseUnitOf(element: CmlElement | undefined): CmlProduct['baseUnit'] {
  if (!element) return null
  const code = attribute(element, 'Код')
  const name = attribute(element, 'НаименованиеПолное') ?? nonEmpty(element.text)
  const ratioText = textOf(child(element, 'Пересчет'), 'Коэффициент')
  const ratio = ratioText === null ? null : (toQuantity(ratioText) ?? null)
  return code === null && name === null && ratio === null ? null : { code, name, ratio }
}
