// Storages, managers and the demo accounts (buyer, key-account buyer, pending, staff).
import { eq } from 'drizzle-orm'
import { managers, storages, users } from '../../db/schema/accounts'
import { hashPassword } from '../../modules/accounts/password'
import { portrait } from '../art/content-art'
import type { PriceLists } from '../catalogue/price-lists'
import type { SeedContext } from '../context'
import { rngFor } from '../random'
import { DAY_MS, l } from '../text'
import { makeInn } from './inn'

export const DEMO_ACCOUNTS = {
  buyer: { email: 'buyer@example.com', password: 'buyer12345' },
  /** A second buyer on the key-account price list, to compare contract prices with `buyer`. */
  keyAccount: { email: 'keyaccount@example.com', password: 'keyaccount12345' },
  pending: { email: 'pending@example.com', password: 'pending12345' },
  /** The back office's administrator; the manager and the editor below have the other two staff roles. */
  staff: { email: 'staff@example.com', password: 'staff12345' },
  manager: { email: 'manager@example.com', password: 'manager12345' },
  editor: { email: 'editor@example.com', password: 'editor12345' },
} as const

export type SeededAccounts = {
  buyerId: number
  buyer: { fullName: string; organization: string; email: string; phone: string; address: string }
}

export async function seedAccounts(
  ctx: SeedContext,
  orderForm: string,
  priceLists: PriceLists,
): Promise<SeededAccounts> {
  const { db, media, now } = ctx
  const rng = rngFor('accounts')
  const storageRows = await db
    .insert(storages)
    .values([
      { title: 'Основной склад, Подольск', orderForm },
      { title: 'Филиал, Санкт-Петербург', orderForm: null },
    ])
    .returning({ id: storages.id, orderForm: storages.orderForm })
  const mainStorage = storageRows.find((row) => row.orderForm)?.id ?? null
  const otherStorage = storageRows.find((row) => !row.orderForm)?.id ?? null

  const people = [
    {
      name: l('Екатерина Смирнова', 'Ekaterina Smirnova'),
      phone: '+7 915 204-18-33',
      email: 'smirnova@example.com',
      storageId: mainStorage,
      color: '#1b7a6e',
    },
    {
      name: l('Алексей Иванов', 'Alexey Ivanov'),
      phone: '+7 916 317-42-09',
      email: 'ivanov@example.com',
      storageId: null,
      color: '#3f6ad8',
    },
    {
      name: l('Наталья Орлова', 'Natalia Orlova'),
      phone: '+7 921 455-60-12',
      email: 'orlova@example.com',
      storageId: otherStorage,
      color: '#b83280',
    },
  ]
  const managerRows = await db
    .insert(managers)
    .values(
      people.map((person, i) => ({
        name: person.name,
        photo: media.write(`managers/manager-${i + 1}.svg`, () => portrait(person.color)),
        phone: person.phone,
        email: person.email,
        storageId: person.storageId,
      })),
    )
    .returning({ id: managers.id, email: managers.email })
  const managerWithForm = managerRows.find((row) => row.email === people[0]?.email)?.id ?? null

  const created = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const staffAccount = async (
    account: { email: string; password: string },
    fullName: string,
    staffRole: 'manager' | 'editor',
  ) => ({
    email: account.email,
    passwordHash: await hashPassword(account.password),
    fullName,
    organizationName: 'ООО «Витрина»',
    phone: '+7 495 120-45-67',
    isActive: true,
    staffRole,
    canOrder: false,
    activatedAt: created(600),
    createdAt: created(600),
    updatedAt: created(10),
  })
  const buyer = {
    fullName: 'Петров Иван Сергеевич',
    organization: 'ООО «Хвостик»',
    email: DEMO_ACCOUNTS.buyer.email,
    phone: '+7 916 123-45-67',
    address: 'Москва, ул. Профсоюзная, 56, помещение 3',
  }
  const [buyerRow] = await db
    .insert(users)
    .values([
      {
        email: buyer.email,
        passwordHash: await hashPassword(DEMO_ACCOUNTS.buyer.password),
        userType: 'legal',
        fullName: buyer.fullName,
        organizationName: buyer.organization,
        organizationInn: makeInn(rng, 10, '77'),
        legalAddress: '117342, Москва, ул. Профсоюзная, 56, офис 12',
        actualAddress: buyer.address,
        phone: buyer.phone,
        locale: 'ru',
        isActive: true,
        staffRole: null,
        canOrder: true,
        managerId: managerWithForm,
        activatedAt: created(400),
        createdAt: created(401),
        updatedAt: created(30),
      },
    ])
    .returning({ id: users.id })
  await db.insert(users).values([
    {
      email: DEMO_ACCOUNTS.pending.email,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.pending.password),
      userType: 'entrepreneur',
      fullName: 'Сидорова Анна Викторовна',
      organizationName: 'ИП Сидорова Анна Викторовна',
      organizationInn: makeInn(rng, 12, '50'),
      legalAddress: '142100, Московская область, Подольск, ул. Кирова, 15, кв. 8',
      actualAddress: 'Подольск, ул. Кирова, 15, магазин «Лапки»',
      phone: '+7 926 555-12-34',
      locale: 'ru',
      isActive: false,
      staffRole: null,
      canOrder: true,
      managerId: null,
      activatedAt: null,
      createdAt: created(1),
      updatedAt: created(1),
    },
    {
      email: DEMO_ACCOUNTS.staff.email,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.staff.password),
      userType: 'legal',
      fullName: 'Администратор Витрины',
      organizationName: 'ООО «Витрина»',
      organizationInn: '7701234560',
      legalAddress: 'Москва, Складская ул., 14, стр. 2',
      actualAddress: 'Москва, Складская ул., 14, стр. 2',
      phone: '+7 495 120-45-67',
      locale: 'ru',
      isActive: true,
      staffRole: 'admin',
      canOrder: true,
      managerId: null,
      activatedAt: created(900),
      createdAt: created(900),
      updatedAt: created(10),
    },
    {
      email: DEMO_ACCOUNTS.keyAccount.email,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.keyAccount.password),
      userType: 'legal',
      fullName: 'Кузнецова Марина Олеговна',
      organizationName: 'ООО «Зоомир Север»',
      organizationInn: makeInn(rng, 10, '78'),
      legalAddress: '196084, Санкт-Петербург, Московский пр., 97, литера А',
      actualAddress: 'Санкт-Петербург, Московский пр., 97, склад 4',
      phone: '+7 812 640-27-15',
      locale: 'ru',
      isActive: true,
      staffRole: null,
      canOrder: true,
      managerId: managerRows.find((row) => row.email === people[2]?.email)?.id ?? null,
      priceTypeId: priceLists.keyAccountId,
      activatedAt: created(200),
      createdAt: created(201),
      updatedAt: created(20),
    },
    await staffAccount(DEMO_ACCOUNTS.editor, 'Редакторова Ольга Павловна', 'editor'),
  ])
  // The manager signs in as herself: her staff account is linked to her manager card, so she sees her customers.
  const [managerAccount] = await db
    .insert(users)
    .values(await staffAccount(DEMO_ACCOUNTS.manager, people[0]?.name.ru ?? '', 'manager'))
    .returning({ id: users.id })
  if (managerAccount && managerWithForm)
    await db.update(managers).set({ userId: managerAccount.id }).where(eq(managers.id, managerWithForm))
  if (!buyerRow) throw new Error('buyer not inserted')
  return { buyerId: buyerRow.id, buyer }
}
