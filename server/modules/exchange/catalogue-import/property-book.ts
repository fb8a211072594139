// The classifier's properties (Свойства) read so far from the file, to turn a product's property values into
// filter options, specs and configured values (brand, pack, weight) while the products are staged.
import type { CmlProduct, CmlProperty } from '../commerceml/records'

export class PropertyBook {
  private readonly byId = new Map<string, CmlProperty>()

  add(property: CmlProperty): void {
    this.byId.set(property.id, property)
  }

  get size(): number {
    return this.byId.size
  }

  get(id: string): CmlProperty | undefined {
    return this.byId.get(id)
  }

  /** The value's Ид of a reference property: 1C sends the Ид, some configurations the value's text. */
  referenceValueId(property: CmlProperty, raw: string): string | null {
    const value = property.values.find((item) => item.id === raw) ?? property.values.find((item) => item.value === raw)
    return value?.id ?? null
  }

  /** The text of a value as a buyer reads it. */
  text(property: CmlProperty, raw: string): string {
    if (property.valueType !== 'reference') return raw
    return property.values.find((item) => item.id === raw)?.value ?? raw
  }

  /** The product's value of the property or requisite named `name` (case-insensitive), or null. */
  namedValue(product: CmlProduct, name: string): string | null {
    const wanted = name.toLowerCase()
    for (const entry of product.properties) {
      const property = this.byId.get(entry.id)
      if (property?.name.toLowerCase() !== wanted) continue
      const texts = entry.values.map((raw) => this.text(property, raw).trim()).filter(Boolean)
      if (texts.length > 0) return texts.join(', ')
    }
    const requisite = product.requisites.find((item) => item.name.toLowerCase() === wanted && item.value.trim())
    return requisite ? requisite.value.trim() : null
  }
}
