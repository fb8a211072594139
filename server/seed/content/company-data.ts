// People and answers: vacancies, team members, partners and FAQ.
import type { Pair } from '../data/types'

export type VacancyDef = {
  slug: string
  title: Pair
  salary: Pair
  contact: Pair
  city: Pair
  place: Pair
  schedule: Pair
  duties: Pair[]
}

const MOSCOW: Pair = ['Москва', 'Moscow']
const PODOLSK_WAREHOUSE: Pair = [
  'Склад, Подольск, Производственная ул., 9',
  'Warehouse, 9 Proizvodstvennaya St, Podolsk',
]
const OFFICE: Pair = ['Офис, Москва, Складская ул., 14, стр. 2', 'Office, 14/2 Skladskaya St, Moscow']
const HR: Pair = ['Ольга Мельникова', 'Olga Melnikova']

export const VACANCIES: readonly VacancyDef[] = [
  {
    slug: 'sales-manager',
    title: ['Менеджер по продажам', 'Sales manager'],
    salary: ['от 90 000 ₽ + бонусы', 'from 90,000 RUB + bonuses'],
    contact: HR,
    city: MOSCOW,
    place: OFFICE,
    schedule: ['5/2, 9:00–18:00', 'Mon–Fri, 9:00–18:00'],
    duties: [
      ['Ведение клиентской базы зоомагазинов и ветклиник', 'Looking after pet shop and vet clinic clients'],
      ['Подбор ассортимента и расчёт заказов', 'Choosing the range and preparing orders'],
      ['Развитие продаж в закреплённом регионе', 'Growing sales in your region'],
    ],
  },
  {
    slug: 'warehouse-picker',
    title: ['Кладовщик-комплектовщик', 'Warehouse picker'],
    salary: ['от 70 000 ₽', 'from 70,000 RUB'],
    contact: HR,
    city: ['Подольск', 'Podolsk'],
    place: PODOLSK_WAREHOUSE,
    schedule: ['2/2, 8:00–20:00', '2 on / 2 off, 8:00–20:00'],
    duties: [
      ['Сборка заказов по терминалу сбора данных', 'Picking orders with a handheld scanner'],
      ['Приёмка и размещение товара', 'Receiving and putting away goods'],
      ['Участие в инвентаризациях', 'Taking part in stock counts'],
    ],
  },
  {
    slug: 'driver-forwarder',
    title: ['Водитель-экспедитор', 'Delivery driver'],
    salary: ['от 85 000 ₽', 'from 85,000 RUB'],
    contact: HR,
    city: MOSCOW,
    place: PODOLSK_WAREHOUSE,
    schedule: ['5/2, 8:00–17:00', 'Mon–Fri, 8:00–17:00'],
    duties: [
      ['Доставка заказов клиентам по Москве и области', 'Delivering orders in Moscow and the region'],
      ['Работа с сопроводительными документами', 'Handling shipping documents'],
      ['Категория B, стаж от 3 лет', 'Driving licence B, 3+ years of experience'],
    ],
  },
  {
    slug: 'category-manager',
    title: ['Категорийный менеджер (ветаптека)', 'Category manager (vet pharmacy)'],
    salary: ['от 150 000 ₽', 'from 150,000 RUB'],
    contact: HR,
    city: MOSCOW,
    place: OFFICE,
    schedule: ['5/2, гибридный формат', 'Mon–Fri, hybrid'],
    duties: [
      ['Управление ассортиментом и ценами категории', 'Managing the range and prices of the category'],
      ['Переговоры с производителями', 'Negotiating with manufacturers'],
      ['Анализ продаж и остатков', 'Analysing sales and stock'],
    ],
  },
  {
    slug: 'merchandiser',
    title: ['Мерчандайзер', 'Merchandiser'],
    salary: ['от 65 000 ₽', 'from 65,000 RUB'],
    contact: ['Игорь Лебедев', 'Igor Lebedev'],
    city: ['Санкт-Петербург', 'Saint Petersburg'],
    place: ['Разъездной характер работы', 'Travelling within the city'],
    schedule: ['5/2, 9:00–18:00', 'Mon–Fri, 9:00–18:00'],
    duties: [
      ['Выкладка товара в магазинах партнёров', 'Setting up displays in partner shops'],
      ['Контроль наличия и ценников', 'Checking stock and price tags'],
      ['Фотоотчёты', 'Photo reports'],
    ],
  },
  {
    slug: 'vet-consultant',
    title: ['Ветеринарный консультант', 'Veterinary adviser'],
    salary: ['от 110 000 ₽', 'from 110,000 RUB'],
    contact: HR,
    city: MOSCOW,
    place: OFFICE,
    schedule: ['5/2, 10:00–19:00', 'Mon–Fri, 10:00–19:00'],
    duties: [
      ['Консультации клиентов по ветеринарным препаратам и диетам', 'Advising clients on vet medicines and diets'],
      ['Обучение менеджеров', 'Training the sales team'],
      ['Высшее ветеринарное образование', 'A veterinary degree'],
    ],
  },
]

export const TEAM: readonly [name: Pair, role: Pair, email: string][] = [
  [['Андрей Соколов', 'Andrey Sokolov'], ['Генеральный директор', 'Chief executive'], 'sokolov@example.com'],
  [['Марина Волкова', 'Marina Volkova'], ['Коммерческий директор', 'Commercial director'], 'volkova@example.com'],
  [['Дмитрий Новиков', 'Dmitry Novikov'], ['Руководитель отдела продаж', 'Head of sales'], 'novikov@example.com'],
  [
    ['Елена Кузнецова', 'Elena Kuznetsova'],
    ['Категорийный менеджер, корма', 'Category manager, food'],
    'kuznetsova@example.com',
  ],
  [['Сергей Морозов', 'Sergey Morozov'], ['Руководитель склада', 'Warehouse manager'], 'morozov@example.com'],
  [
    ['Анна Павлова', 'Anna Pavlova'],
    ['Ветеринарный врач, консультант', 'Veterinarian, adviser'],
    'pavlova@example.com',
  ],
  [['Ольга Мельникова', 'Olga Melnikova'], ['Менеджер по персоналу', 'HR manager'], 'hr@example.com'],
  [
    ['Игорь Лебедев', 'Igor Lebedev'],
    ['Руководитель филиала в Санкт-Петербурге', 'Head of the Saint Petersburg branch'],
    'spb@example.com',
  ],
  [['Татьяна Егорова', 'Tatiana Egorova'], ['Главный бухгалтер', 'Chief accountant'], 'buh@example.com'],
]

export const PARTNERS: readonly [title: string, color: string, description: Pair][] = [
  [
    'ЗооЛогистик',
    '#1b7a6e',
    ['Складская и транспортная логистика по России', 'Warehousing and transport across Russia'],
  ],
  ['ВетСоюз', '#d64545', ['Ассоциация ветеринарных клиник', 'An association of vet clinics']],
  ['Груминг Про', '#b83280', ['Сеть школ груминга', 'A chain of grooming schools']],
  ['Аквамир', '#1d7fc4', ['Магазины аквариумистики', 'Aquarium shops']],
  ['Питомник «Северная звезда»', '#3f6ad8', ['Питомник северных ездовых собак', 'A kennel of northern sled dogs']],
  ['ФелиКлуб', '#7b5ea7', ['Клуб любителей кошек', 'A cat fanciers’ club']],
  ['ЗооЭкспо', '#d9822b', ['Организатор отраслевых выставок', 'A trade show organiser']],
  ['Террариум-Сити', '#6b8e23', ['Сеть магазинов для террариумистов', 'Shops for reptile keepers']],
  ['ПетФинанс', '#2f855a', ['Лизинг оборудования для зоомагазинов', 'Equipment leasing for pet shops']],
  ['Птичий двор', '#e3b505', ['Товары для птиц и птицеводов', 'Goods for birds and bird keepers']],
  ['ЭкоУпак', '#8d6e63', ['Перерабатываемая упаковка', 'Recyclable packaging']],
]

export const FAQ: readonly [question: Pair, answer: Pair][] = [
  [
    ['Кто может стать вашим клиентом?', 'Who can become a client?'],
    [
      'Юридические лица и индивидуальные предприниматели: зоомагазины, ветклиники, груминг-салоны, питомники.',
      'Companies and sole traders: pet shops, vet clinics, grooming salons and breeders.',
    ],
  ],
  [
    ['Почему после регистрации я не вижу цены?', 'Why can’t I see prices after registering?'],
    [
      'Учётная запись активируется менеджером в рабочие дни с 9:00 до 17:00 после звонка вам.',
      'A manager activates your account on business days from 9:00 to 17:00 after calling you.',
    ],
  ],
  [
    ['Какая минимальная сумма заказа?', 'What is the minimum order?'],
    [
      '10 000 ₽. Для доставки по Москве бесплатно — от 30 000 ₽.',
      '10,000 RUB. Free delivery in Moscow starts at 30,000 RUB.',
    ],
  ],
  [
    ['Как быстро вы отгружаете заказ?', 'How fast do you ship?'],
    ['Заказы, подтверждённые до 15:00, отгружаются в тот же день.', 'Orders confirmed before 15:00 ship the same day.'],
  ],
  [
    ['Можно ли оплатить заказ картой?', 'Can I pay by card?'],
    [
      'Мы работаем по безналичному расчёту по счёту; при самовывозе принимаем наличные.',
      'We work by bank transfer against an invoice; cash is accepted on pick-up.',
    ],
  ],
  [
    ['Есть ли отсрочка платежа?', 'Do you offer deferred payment?'],
    [
      'Да, постоянным клиентам — до 30 дней после согласования с менеджером.',
      'Yes, regular clients can pay within up to 30 days by agreement with their manager.',
    ],
  ],
  [
    ['Как работает бонусная программа?', 'How does the bonus programme work?'],
    [
      'За каждый заказ начисляются баллы: {loyalty_accrual}% от оплаченной деньгами суммы, доступные после отгрузки ' +
        'заказа; 1 балл = 1 копейка скидки. Баллами можно оплатить до {loyalty_max_share}% суммы заказа.',
      'Every order earns points: {loyalty_accrual}% of the money paid, spendable once the order has shipped; ' +
        '1 point = 1 kopeck off. Points can pay up to {loyalty_max_share}% of the order total.',
    ],
  ],
  [
    [
      'Что означает «Нет в наличии» и как узнать о поступлении?',
      'What does “out of stock” mean and how do I know when it is back?',
    ],
    [
      'Нажмите «Сообщить о поступлении» в карточке товара — мы пришлём письмо.',
      'Click “Notify me” on the product page and we will e-mail you.',
    ],
  ],
  [
    ['Можно ли вернуть товар?', 'Can I return goods?'],
    [
      'Товар надлежащего качества в заводской упаковке можно вернуть в течение 14 дней.',
      'Goods of proper quality in original packaging can be returned within 14 days.',
    ],
  ],
  [
    ['Как получить сертификаты на товар?', 'How do I get product certificates?'],
    [
      'Документы доступны в разделе «Документы» или по запросу у менеджера.',
      'See the Documents section or ask your manager.',
    ],
  ],
  [
    ['Как скачать каталог?', 'How do I download the catalogue?'],
    [
      'Нажмите «Скачать каталог» в шапке сайта — PDF сформируется автоматически.',
      'Click “Download the catalogue” in the header and a PDF will be generated.',
    ],
  ],
  [
    ['Доставляете ли вы в регионы?', 'Do you deliver to other regions?'],
    [
      'Да, через транспортные компании; до терминала в Москве доставка бесплатная.',
      'Yes, via transport companies; delivery to their Moscow terminal is free.',
    ],
  ],
  [
    ['Как повторить прошлый заказ?', 'How do I repeat a past order?'],
    [
      'В разделе «История заказов» откройте заказ и нажмите «Повторить».',
      'Open the order in your order history and click Repeat.',
    ],
  ],
]
