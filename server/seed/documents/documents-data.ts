// What the demo documents say: the company card, the sample supply contract, the order form, the register of
// declarations of conformity, the claim form and the wholesale terms, in Russian and English.
import type { BrandRef } from '../catalogue/reference'
import { SITE } from '../content/site'
import { rngFor } from '../random'
import { isoDate, l, pad, type L } from '../text'
import type { PdfPage } from './pdf-layout'

type Locale = 'ru' | 'en'
export type DocumentDef = { slug: string; title: L; summary: L; draw: (page: PdfPage, locale: Locale) => void }

const BANK = {
  kpp: '770101001',
  ogrn: '1097746123456',
  account: '40702810938000012345',
  bank: l('ПАО «Сбербанк», г. Москва', 'Sberbank PJSC, Moscow'),
  bik: '044525225',
  correspondent: '30101810400000000225',
  director: l('Кузнецов Андрей Павлович', 'Andrey Kuznetsov'),
}

const companyFields = (locale: Locale): [string, string][] => [
  [l('Полное наименование', 'Company name')[locale], SITE.legalName[locale]],
  [l('ИНН / КПП', 'TIN / KPP')[locale], `${SITE.inn} / ${BANK.kpp}`],
  [l('ОГРН', 'OGRN')[locale], BANK.ogrn],
  [l('Юридический адрес', 'Registered address')[locale], SITE.address[locale]],
  [l('Склад', 'Warehouse')[locale], SITE.warehouse[locale]],
  [l('Расчётный счёт', 'Account')[locale], BANK.account],
  [l('Банк', 'Bank')[locale], BANK.bank[locale]],
  [l('БИК / корр. счёт', 'BIC / correspondent account')[locale], `${BANK.bik} / ${BANK.correspondent}`],
  [l('Генеральный директор', 'Director general')[locale], BANK.director[locale]],
  [l('Телефон', 'Phone')[locale], `${SITE.phone}, ${SITE.freePhone}`],
  [l('Электронная почта', 'E-mail')[locale], `${SITE.email}, ${SITE.salesEmail}`],
]

const CONTRACT: [L, L][] = [
  [
    l('1. Предмет договора', '1. Subject'),
    l(
      'Поставщик передаёт в собственность Покупателя товары для животных (корма, аксессуары, ' +
        'ветеринарные препараты и оборудование), а Покупатель принимает и оплачивает их. ' +
        'Наименование, количество и цена товара указываются в заказах и универсальных передаточных документах (УПД).',
      'The Supplier transfers pet goods (food, accessories, veterinary products and equipment) to the Buyer, ' +
        'and the Buyer accepts and pays for them. The names, quantities and prices of the goods are stated in orders ' +
        'and in the universal transfer documents (UPD).',
    ),
  ],
  [
    l('2. Порядок заказа', '2. Orders'),
    l(
      'Покупатель размещает заказ в личном кабинете на сайте, по электронной почте или через персонального ' +
        'менеджера. Заказ считается принятым после подтверждения менеджером. Минимальная сумма заказа — 10 000 ₽.',
      'The Buyer places orders in the online account, by e-mail or through the personal manager. ' +
        'An order is accepted once the manager confirms it. The minimum order is 10,000 RUB.',
    ),
  ],
  [
    l('3. Цены и оплата', '3. Prices and payment'),
    l(
      'Цены указываются в рублях с учётом НДС по оптовому прайс-листу на дату подтверждения заказа. ' +
        'Оплата производится по счёту в течение 3 банковских дней; ' +
        'постоянным клиентам может быть предоставлена отсрочка до 30 дней.',
      'Prices are in roubles including VAT, by the wholesale price list on the day the order is confirmed. ' +
        'Invoices are paid within 3 banking days; regular clients may be granted up to 30 days.',
    ),
  ],
  [
    l('4. Поставка', '4. Delivery'),
    l(
      'Товар отгружается со склада Поставщика в Подольске. Доставка по Москве и области — транспортом Поставщика, ' +
        'в регионы — транспортными компаниями. Право собственности переходит к Покупателю в момент передачи товара.',
      'Goods are shipped from the Supplier’s warehouse in Podolsk: by the Supplier’s vehicles in Moscow and the ' +
        'region, by carriers elsewhere. Ownership passes to the Buyer on handover.',
    ),
  ],
  [
    l('5. Качество и приёмка', '5. Quality and acceptance'),
    l(
      'Качество товара подтверждается декларациями о соответствии и ветеринарными сертификатами. Претензии по ' +
        'количеству и внешним повреждениям принимаются при приёмке, по скрытым недостаткам — в течение 14 дней.',
      'Quality is confirmed by declarations of conformity and veterinary certificates. ' +
        'Claims about quantity and visible damage are accepted on delivery, about hidden defects within 14 days.',
    ),
  ],
  [
    l('6. Срок действия', '6. Term'),
    l(
      'Договор вступает в силу с момента подписания и действует до 31 декабря текущего года с автоматической ' +
        'пролонгацией на каждый следующий год.',
      'The contract takes effect when signed and runs until 31 December of the current year, ' +
        'renewed automatically every year.',
    ),
  ],
]

const ORDER_LINES = 22

const TERMS: [L, L][] = [
  [
    l('Кто может покупать', 'Who can buy'),
    l(
      'Юридические лица и индивидуальные предприниматели: зоомагазины, ' +
        'ветеринарные клиники, груминг-салоны и питомники.',
      'Companies and sole traders: pet shops, vet clinics, grooming salons and breeders.',
    ),
  ],
  [
    l('Минимальный заказ', 'Minimum order'),
    l(
      '10 000 ₽. Товар продаётся упаковками; кратность указана в карточке товара.',
      '10,000 RUB. Goods are sold in packs; the pack size is shown on every product page.',
    ),
  ],
  [
    l('Скидки', 'Discounts'),
    l(
      'При обороте от 300 000 ₽ в месяц — дополнительная скидка 3%. Бонусные баллы оплачивают до 20% суммы заказа.',
      'An extra 3% from 300,000 RUB a month. Bonus points pay up to 20% of an order.',
    ),
  ],
  [
    l('Отгрузка', 'Shipping'),
    l(
      'Заказы, подтверждённые до 14:00 рабочего дня, отгружаются в тот же день.',
      'Orders confirmed before 14:00 on a business day ship the same day.',
    ),
  ],
]

const GROUPS: L[] = [
  l('Корма сухие для собак и кошек', 'Dry food for dogs and cats'),
  l('Корма влажные (консервы)', 'Wet food (canned)'),
  l('Лакомства для животных', 'Pet treats'),
  l('Игрушки для животных', 'Pet toys'),
  l('Наполнители для туалетов', 'Litter'),
  l('Аквариумное оборудование', 'Aquarium equipment'),
  l('Средства ухода (шампуни)', 'Grooming products (shampoos)'),
]

function declarations(brands: BrandRef[], now: Date): { brand: string; group: L; number: string; until: string }[] {
  const rng = rngFor('declarations')
  return brands.slice(0, 24).map((brand, i) => ({
    brand: brand.title,
    group: GROUPS[i % GROUPS.length] ?? l('', ''),
    number: `ЕАЭС N RU Д-${brand.def.country}.РА01.В.${pad(rng.int(10000, 99999), 5)}/${pad(rng.int(20, 25), 2)}`,
    until: isoDate(new Date(Date.UTC(now.getUTCFullYear() + rng.int(1, 4), rng.int(0, 11), rng.int(1, 28)))),
  }))
}

export function documentDefs(brands: BrandRef[], now: Date): DocumentDef[] {
  const register = declarations(brands, now)
  return [
    {
      slug: 'company-details',
      title: l('Карточка предприятия', 'Company details'),
      summary: l('реквизиты для договора и счетов', 'details for contracts and invoices'),
      draw: (page, locale) =>
        page
          .title(l('Карточка предприятия', 'Company details')[locale], SITE.legalName[locale])
          .fields(companyFields(locale)),
    },
    {
      slug: 'supply-contract',
      title: l('Образец договора поставки', 'Sample supply contract'),
      summary: l('типовые условия поставки для оптовых клиентов', 'standard supply terms for wholesale clients'),
      draw: (page, locale) => {
        page.title(
          l('Договор поставки № ____', 'Supply contract No. ____')[locale],
          l('Образец. Москва, «___» ________ 20__ г.', 'Sample. Moscow, ___ ________ 20__')[locale],
        )
        page.paragraph(
          l(
            `${SITE.legalName.ru}, именуемое «Поставщик», в лице генерального директора ${BANK.director.ru}, ` +
              `и ____________________, именуемое «Покупатель», заключили настоящий договор о нижеследующем.`,
            `${SITE.legalName.en} (the Supplier), represented by its director general ${BANK.director.en}, ` +
              `and ____________________ (the Buyer) agree as follows.`,
          )[locale],
        )
        for (const [heading, text] of CONTRACT) page.heading(heading[locale]).paragraph(text[locale])
        page
          .heading(l('7. Реквизиты Поставщика', '7. Supplier’s details')[locale])
          .fields(companyFields(locale).slice(0, 8))
        page.signatures([l('Поставщик', 'Supplier')[locale], l('Покупатель', 'Buyer')[locale]])
      },
    },
    {
      slug: 'order-form',
      title: l('Бланк заказа', 'Order form'),
      summary: l(
        'для заказа по электронной почте или через менеджера',
        'for ordering by e-mail or through your manager',
      ),
      draw: (page, locale) => {
        page.title(
          l('Бланк заказа', 'Order form')[locale],
          l(
            `Отправьте заполненный бланк на ${SITE.salesEmail} или своему менеджеру`,
            `Send the completed form to ${SITE.salesEmail} or to your manager`,
          )[locale],
        )
        page.fields([
          [l('Организация', 'Company')[locale], ''],
          [l('ИНН / КПП', 'TIN / KPP')[locale], ''],
          [l('Контактное лицо', 'Contact person')[locale], ''],
          [l('Телефон', 'Phone')[locale], ''],
          [l('Электронная почта', 'E-mail')[locale], ''],
          [l('Адрес доставки', 'Delivery address')[locale], ''],
          [l('Желаемая дата доставки', 'Preferred delivery date')[locale], ''],
          [l('Поставщик', 'Supplier')[locale], `${SITE.legalName[locale]}, ${l('ИНН', 'TIN')[locale]} ${SITE.inn}`],
        ])
        page.table(
          [
            l('№', 'No.'),
            l('Артикул', 'SKU'),
            l('Наименование', 'Product'),
            l('Упаковок', 'Packs'),
            l('Цена, ₽', 'Price, RUB'),
            l('Сумма, ₽', 'Amount, RUB'),
            l('Комментарий', 'Comment'),
          ].map((h) => h[locale]),
          [0.05, 0.13, 0.34, 0.1, 0.12, 0.12, 0.14],
          Array.from({ length: ORDER_LINES }, (_, i) => [String(i + 1), '', '', '', '', '', '']),
        )
        page.fields([
          [l('Итого, ₽', 'Total, RUB')[locale], ''],
          [l('Комментарий к заказу', 'Order comment')[locale], ''],
        ])
        page.signatures([
          l('Заказчик (подпись, расшифровка)', 'Customer (signature, name)')[locale],
          l('Дата', 'Date')[locale],
        ])
      },
    },
    {
      slug: 'declarations',
      title: l('Реестр деклараций о соответствии', 'Register of declarations of conformity'),
      summary: l('номера и сроки действия по брендам', 'numbers and validity by brand'),
      draw: (page, locale) => {
        page.title(
          l('Реестр деклараций о соответствии', 'Register of declarations of conformity')[locale],
          l(`По состоянию на ${isoDate(now).split('-').reverse().join('.')}`, `As of ${isoDate(now)}`)[locale],
        )
        page.paragraph(
          l(
            'Копии деклараций и ветеринарных сертификатов на конкретную партию прикладываются к отгрузке по запросу.',
            'Copies of declarations and veterinary certificates for a batch are shipped with the goods on request.',
          )[locale],
        )
        page.table(
          [
            l('Бренд', 'Brand'),
            l('Группа товаров', 'Product group'),
            l('Номер декларации', 'Declaration number'),
            l('Действует до', 'Valid until'),
          ].map((h) => h[locale]),
          [0.2, 0.3, 0.34, 0.16],
          register.map((row) => [row.brand, row.group[locale], row.number, row.until]),
        )
      },
    },
    {
      slug: 'claim-form',
      title: l('Бланк претензии', 'Claim form'),
      summary: l('для возврата или замены товара', 'to return or replace goods'),
      draw: (page, locale) => {
        page.title(
          l('Претензия по качеству или количеству товара', 'Claim on the quality or quantity of goods')[locale],
          l(
            `Направьте в течение 14 дней с даты получения на ${SITE.email}`,
            `Send within 14 days of delivery to ${SITE.email}`,
          )[locale],
        )
        page.fields([
          [l('Организация', 'Company')[locale], ''],
          [l('ИНН', 'TIN')[locale], ''],
          [l('Номер заказа', 'Order number')[locale], ''],
          [l('Номер и дата УПД', 'UPD number and date')[locale], ''],
          [l('Контактное лицо и телефон', 'Contact person and phone')[locale], ''],
        ])
        page.table(
          [
            l('Артикул', 'SKU'),
            l('Наименование', 'Product'),
            l('Кол-во', 'Qty'),
            l('Описание недостатка', 'Defect'),
          ].map((h) => h[locale]),
          [0.15, 0.35, 0.1, 0.4],
          Array.from({ length: 8 }, () => ['', '', '', '']),
        )
        page.fields([
          [
            l('Требование (замена, возврат денег, допоставка)', 'Request (replacement, refund, extra delivery)')[
              locale
            ],
            '',
          ],
        ])
        page.signatures([
          l('Руководитель (подпись, расшифровка)', 'Manager (signature, name)')[locale],
          l('Дата', 'Date')[locale],
        ])
      },
    },
    {
      slug: 'wholesale-terms',
      title: l('Условия работы с оптовыми клиентами', 'Terms for wholesale clients'),
      summary: l('минимальный заказ, скидки, отгрузка', 'minimum order, discounts, shipping'),
      draw: (page, locale) => {
        page.title(
          l('Условия работы с оптовыми клиентами', 'Terms for wholesale clients')[locale],
          SITE.legalName[locale],
        )
        for (const [heading, text] of TERMS) page.heading(heading[locale]).paragraph(text[locale])
      },
    },
  ]
}
