import { describe, expect, it } from 'vitest'
import { shortPersonName } from '../../contract/format/person'

describe('shortPersonName', () => {
  it('shortens a Russian full name to the surname and initials', () => {
    expect(shortPersonName('Петров Иван Сергеевич')).toBe('Петров И. С.')
    expect(shortPersonName('  коллегова вера петровна ')).toBe('коллегова В. П.')
  })
  it('leaves any other name as written', () => {
    expect(shortPersonName('Anna Smith')).toBe('Anna Smith')
    expect(shortPersonName('Иван')).toBe('Иван')
  })
})
