// Titles and paragraphs of info publications and sales actions.
import type { Pair } from '../data/types'

export const INFO_CATEGORIES = [
  { slug: 'company', title: ['Новости компании', 'Company news'] as Pair, color: '#1b7a6e' },
  { slug: 'reviews', title: ['Обзоры товаров', 'Product reviews'] as Pair, color: '#3f6ad8' },
  { slug: 'tips', title: ['Советы специалистов', 'Expert tips'] as Pair, color: '#d9822b' },
] as const

export const SALES_CATEGORIES = [
  { slug: 'discounts', title: ['Скидки', 'Discounts'] as Pair, color: '#e5484d' },
  { slug: 'gifts', title: ['Подарки', 'Gifts'] as Pair, color: '#b83280' },
  { slug: 'new-brands', title: ['Новые бренды', 'New brands'] as Pair, color: '#54c5d0' },
] as const

/** Each article: its headline and the paragraph about that headline's subject. */
export type InfoArticle = { title: Pair; text: Pair }

const a = (title: Pair, text: Pair): InfoArticle => ({ title, text })

export const INFO_ARTICLES: Record<(typeof INFO_CATEGORIES)[number]['slug'], InfoArticle[]> = {
  company: [
    a(
      ['Открыт новый склад в Подольске', 'New warehouse opens in Podolsk'],
      [
        'Новый склад класса A площадью 8 000 м² в Подольске принял первые поставки: заказы, подтверждённые до 14:00, ' +
          'теперь отгружаются в тот же день, а в наличии 12 000 позиций.',
        'Our new 8,000 m² class A warehouse in Podolsk has received its first deliveries: ' +
          'orders confirmed before 14:00 now ship the same day, and 12,000 items are in stock.',
      ],
    ),
    a(
      ['Личный кабинет для оптовых клиентов', 'An online account for wholesale clients'],
      [
        'В личном кабинете оптовые клиенты видят свои цены и остатки, повторяют прошлые заказы в один клик, ' +
          'скачивают счета и следят за бонусными баллами.',
        'In the online account wholesale clients see their prices and stock, repeat past orders in one click, ' +
          'download invoices and follow their bonus points.',
      ],
    ),
    a(
      ['График работы в праздничные дни', 'Holiday opening hours'],
      [
        'В праздничные дни склад и офис работают по сокращённому графику: последняя отгрузка перед праздниками ' +
          '— 30 декабря, первая после — 9 января. Заказы через сайт принимаются без перерыва.',
        'Over the holidays the warehouse and the office keep shorter opening hours: the last shipment before the ' +
          'break is on 30 December, the first after it on 9 January. Online orders are accepted throughout.',
      ],
    ),
    a(
      ['Новый филиал в Казани', 'New branch in Kazan'],
      [
        'Филиал в Казани обслуживает клиентов Татарстана, Чувашии и Марий Эл: собственный склад, ' +
          'доставка по городу на следующий день и менеджеры, которые знают местный рынок.',
        'The Kazan branch serves clients in Tatarstan, Chuvashia and Mari El: its own warehouse, ' +
          'next-day delivery in the city and managers who know the local market.',
      ],
    ),
    a(
      ['Итоги отраслевой выставки', 'Trade show results'],
      [
        'На отраслевой выставке «ЗооЭкспо» мы показали 40 новинок и провели более 300 встреч с владельцами ' +
          'зоомагазинов; предложения выставки действуют для клиентов до конца месяца.',
        'At the ZooExpo trade show we presented 40 new products and held over 300 meetings with pet shop owners. ' +
          'The results: the show offers remain open to our clients until the end of the month.',
      ],
    ),
    a(
      ['Обновлён каталог для скачивания', 'The downloadable catalogue is updated'],
      [
        'Каталог для скачивания обновлён: в PDF-версии теперь есть фотографии, артикулы и кратность упаковок, ' +
          'а зарегистрированные клиенты получают файл со своими ценами.',
        'The downloadable catalogue is updated: the PDF now has photos, SKUs and pack sizes, ' +
          'and registered clients get it with their own prices.',
      ],
    ),
    a(
      ['Мы расширили автопарк', 'Our delivery fleet has grown'],
      [
        'В автопарке появилось восемь новых грузовиков с изотермическими кузовами: корма и ветпрепараты едут при ' +
          'правильной температуре, а доставка по Москве укладывается в четырёхчасовое окно.',
        'Eight new trucks with insulated bodies have joined our fleet: ' +
          'food and vet medicines travel at the right temperature, and delivery in Moscow fits a four-hour window.',
      ],
    ),
    a(
      ['Запуск бонусной программы', 'Our bonus programme starts'],
      [
        'С запуском бонусной программы за каждый оплаченный заказ начисляются баллы по каждому бренду; ' +
          'баллами можно оплатить до 20% следующих покупок.',
        'With the bonus programme every paid order earns points for each brand in it; ' +
          'points pay up to 20% of your next orders.',
      ],
    ),
    a(
      ['Новые условия доставки в регионы', 'New terms for regional delivery'],
      [
        'Доставка в регионы стала проще: до терминала транспортной компании в Москве везём бесплатно при заказе от ' +
          '30 000 ₽, а сроки по основным направлениям — от двух дней.',
        'Regional delivery is now simpler: we take orders over 30,000 RUB to the carrier’s Moscow terminal free of ' +
          'charge, and the main routes take from two days.',
      ],
    ),
    a(
      ['Персональный менеджер теперь в мессенджерах', 'Your personal manager is now on messengers'],
      [
        'Персональный менеджер отвечает в Telegram и WhatsApp: пришлите фото полки или список артикулов ' +
          '— он соберёт заказ и пришлёт счёт.',
        'Your personal manager now answers on Telegram and WhatsApp: send a photo of a shelf or a list of SKUs and ' +
          'the manager will put the order together and send an invoice.',
      ],
    ),
  ],
  reviews: [
    a(
      ['Беззерновые корма для собак: обзор линеек', 'Grain-free dog food: a range review'],
      [
        'Беззерновые корма заменяют пшеницу и кукурузу бататом, горохом и чечевицей. ' +
          'Мы сравнили линейки пяти брендов по доле мяса, калорийности и цене за килограмм.',
        'For this review we compared the grain-free ranges of five brands, which replace wheat and maize with sweet ' +
          'potato, peas and lentils, by meat content, calories and price per kilo.',
      ],
    ),
    a(
      ['Как выбрать наполнитель для кошачьего туалета', 'How to choose cat litter'],
      [
        'Комкующийся бентонитовый наполнитель экономичен, силикагелевый дольше держит запах, ' +
          'древесный легче и подходит для котят. Выбор зависит от того, как часто хозяин готов убирать туалет.',
        'Clumping bentonite litter is economical, silica gel holds odour longest and wood pellets are light and suit ' +
          'kittens. Which to choose depends on how often the owner will clean the tray.',
      ],
    ),
    a(
      ['Сравнение внутренних фильтров для аквариумов', 'Internal aquarium filters compared'],
      [
        'Мы сравнили внутренние фильтры производительностью от 200 до 1 000 л/ч: шум, расход электроэнергии и то, ' +
          'как быстро забивается губка в аквариуме с активными рыбами.',
        'We compared internal filters rated from 200 to 1,000 l/h: noise, ' +
          'power use and how quickly the sponge clogs in an aquarium of lively fish.',
      ],
    ),
    a(
      ['Лежаки для крупных собак: что предложить покупателю', 'Beds for large dogs: what to offer customers'],
      [
        'Для крупных собак нужен лежак с ортопедическим наполнителем толщиной от 10 см и съёмным чехлом; ' +
          'предложите покупателю модели с бортиками — они продаются лучше всего.',
        'Large dogs need a bed with at least 10 cm of orthopaedic filling and a removable cover; ' +
          'offer customers the models with bolsters, they sell best.',
      ],
    ),
    a(
      ['Ультрафиолетовые лампы для рептилий: гид по выбору', 'UVB lamps for reptiles: a buying guide'],
      [
        'Рептилиям нужны ультрафиолетовые лампы UVB 5.0 для лесных видов и UVB 10.0 для пустынных; ' +
          'меняйте их раз в 6–12 месяцев, даже если лампа ещё светит.',
        'Reptiles need UVB 5.0 lamps for forest species and UVB 10.0 for desert ones; ' +
          'replace them every 6–12 months even if the lamp still glows.',
      ],
    ),
    a(
      ['Игрушки для собак, которые действительно долго живут', 'Durable dog toys that really last'],
      [
        'Дольше всего живут игрушки из натуральной резины и плотного нейлона: ' +
          'жевательные кости и мячи с толстыми стенками выдерживают месяцы игры даже у крупных собак.',
        'Durable toys are made of natural rubber and dense nylon: ' +
          'chew bones and thick-walled balls survive months of play even with big dogs.',
      ],
    ),
    a(
      ['Когтеточки: какие модели продаются лучше', 'Scratchers: which models sell best'],
      [
        'Лучше всего продаются когтеточки-столбики высотой от 60 см с устойчивым основанием и комплексы с домиком; ' +
          'настенные модели берут для небольших квартир.',
        'Scratching posts at least 60 cm tall with a steady base sell best, along with towers with a house; ' +
          'wall-mounted models go to small flats.',
      ],
    ),
    a(
      ['Влажные корма для котят', 'Wet food for kittens'],
      [
        'Котятам до года нужен влажный корм с повышенным содержанием белка и мягкой текстурой мусса или паштета; ' +
          'держите на полке паучи по 85 г — их берут чаще всего.',
        'Kittens under a year need wet food with more protein and a soft mousse or pâté texture; ' +
          'keep 85 g pouches on the shelf, they sell most often.',
      ],
    ),
    a(
      ['Капли, ошейники или таблетки: защита от клещей', 'Drops, collars or tablets: tick protection'],
      [
        'Капли на холку защищают от клещей до 4 недель, ошейник — до 8 месяцев, таблетки действуют быстрее всего. ' +
          'Для продаж сезона держите все три формы рядом.',
        'Spot-on drops protect against ticks for up to 4 weeks, a collar for up to 8 months, ' +
          'and tablets act fastest. Keep all three side by side for the season.',
      ],
    ),
    a(
      ['Шлейки и ошейники: тренды сезона', 'Harnesses and collars: this season’s trends'],
      [
        'В этом сезоне шлейки спрашивают чаще ошейников: в тренде мягкие сетчатые модели, ' +
          'светоотражающая отделка и комплекты из шлейки и поводка одного цвета.',
        'This season harnesses outsell collars: soft mesh models, ' +
          'reflective trim and matching harness-and-leash sets are the trends.',
      ],
    ),
    a(
      ['Корма для попугаев: на что обратить внимание', 'Parrot food: what to look for'],
      [
        'Хороший корм для попугаев — это смесь проса, овса и канареечного семени с небольшой долей семечек; ' +
          'обратите внимание на дату фасовки и целостность упаковки.',
        'Good parrot food mixes millet, oats and canary seed with only a little sunflower; ' +
          'look at the packing date and check that the pack is intact.',
      ],
    ),
  ],
  tips: [
    a(
      ['Как оформить витрину зоомагазина', 'How to dress a pet shop window'],
      [
        'Витрина зоомагазина работает, когда в ней одна тема: сезонная (зимняя одежда, ' +
          'средства от клещей) или по виду животного. Меняйте оформление раз в две недели.',
        'A pet shop window works when it has one theme: a seasonal one (winter clothing, ' +
          'tick protection) or one animal. Change the window every two weeks.',
      ],
    ),
    a(
      ['Сезонный спрос: что закупать весной', 'Seasonal demand: what to stock in spring'],
      [
        'Весной закупайте средства от блох и клещей, шлейки и поводки-рулетки, а также корма для линьки: ' +
          'по нашим данным, сезонный спрос на них растёт в 2–3 раза.',
        'In spring stock up on flea and tick products, harnesses and retractable leashes, and moulting formulas: ' +
          'seasonal demand for them grows two- to threefold.',
      ],
    ),
    a(
      ['Как хранить сухие корма на складе', 'How to store dry food in a warehouse'],
      [
        'Храните сухие корма на складе при температуре до 25 °C и влажности до 75%, на паллетах, а не на полу; ' +
          'соблюдайте принцип «первым пришёл — первым ушёл».',
        'Keep dry food in the warehouse below 25 °C and 75% humidity, ' +
          'on pallets rather than on the floor, and ship first in, first out.',
      ],
    ),
    a(
      ['Пять ошибок при выкладке товара', 'Five shelf display mistakes'],
      [
        'Самые частые ошибки выкладки: крупные мешки на уровне глаз, лакомства далеко от кассы, ' +
          'разные бренды вперемешку, пустые места на полке и ценники не под своим товаром.',
        'The most common display mistakes: big sacks at eye level, treats far from the till, brands mixed up, ' +
          'gaps on the shelf and price tags under the wrong product.',
      ],
    ),
    a(
      ['Как рассказать покупателю о ветеринарных диетах', 'Explaining veterinary diets to customers'],
      [
        'Ветеринарные диеты назначает врач, поэтому покупателю важно объяснить, ' +
          'что корм не заменяет лечение и что менять рацион нужно постепенно, за 5–7 дней.',
        'A vet prescribes veterinary diets, so explain to customers that the food does not replace treatment and ' +
          'that the switch should take 5–7 days.',
      ],
    ),
    a(
      ['Уход за шерстью зимой', 'Coat care in winter'],
      [
        'Зимой шерсть электризуется и сбивается в колтуны: советуйте покупателям кондиционирующие шампуни, ' +
          'спреи для расчёсывания и пуходёрки.',
        'In winter the coat gets static and mats easily: recommend conditioning shampoos, ' +
          'detangling sprays and slicker brushes.',
      ],
    ),
    a(
      ['Подготовка аквариума к запуску', 'Getting an aquarium ready to start'],
      [
        'Перед запуском аквариума промойте грунт, залейте воду с кондиционером и добавьте бактерии: ' +
          'рыб можно заселять через 7–14 дней, когда тест покажет ноль нитритов.',
        'Before starting an aquarium rinse the substrate, fill it with conditioned water and add bacteria; ' +
          'fish can go in after 7–14 days, once a test shows zero nitrite.',
      ],
    ),
    a(
      ['Как продавать товары для грызунов', 'Selling goods for small pets'],
      [
        'Товары для грызунов продаются комплектом: клетка, домик, подстилка, сено и корм. ' +
          'Соберите готовый набор для новичка — средний чек вырастет.',
        'Selling goods for small pets works best with sets: a cage, a house, bedding, hay and food. ' +
          'Put together a starter kit for new owners and the average sale will grow.',
      ],
    ),
    a(
      ['Лакомства у кассы: мерчандайзинг импульсных покупок', 'Treats at the till: merchandising impulse buys'],
      [
        'Лакомства у кассы — главный источник импульсных покупок: ' +
          'небольшие пакеты до 100 г по цене до 300 ₽ на уровне глаз добавляют к чеку в среднем 8%.',
        'Treats at the till drive impulse buys: small packs up to 100 g priced under 300 RUB at eye ' +
          'level add 8% to the average sale.',
      ],
    ),
    a(
      ['Как сократить остатки медленно продающихся товаров', 'Reducing slow-moving stock'],
      [
        'Чтобы сократить остатки, раз в месяц выгружайте товары без продаж за 90 дней, ' +
          'объединяйте их в комплекты с ходовыми позициями и дозаказывайте только под заказ клиента.',
        'Reducing slow-moving stock starts with a monthly list of goods unsold for 90 days: ' +
          'bundle them with best-sellers and reorder them only against customer orders.',
      ],
    ),
    a(
      ['Правила продажи ветеринарных препаратов', 'Rules for selling vet medicines'],
      [
        'Ветеринарные препараты продаются только с действующей регистрацией; храните их отдельно от кормов, ' +
          'при нужной температуре, и следите за сроками годности каждой партии.',
        'Selling vet medicines requires a valid registration for each product; keep them apart from food, ' +
          'at the right temperature, and watch the expiry date of every batch.',
      ],
    ),
  ],
}

/** Closing remarks that fit any article of the category. */
export const INFO_CLOSINGS: Record<(typeof INFO_CATEGORIES)[number]['slug'], Pair[]> = {
  company: [
    [
      'Если у вас есть вопросы, напишите своему персональному менеджеру или позвоните нам.',
      'If you have questions, write to your personal manager or call us.',
    ],
    [
      'Новости компании публикуются на сайте и в рассылке для клиентов.',
      'Company news is published on the site and in our client newsletter.',
    ],
  ],
  reviews: [
    [
      'Всё, о чём говорится в обзоре, есть в каталоге; ' +
        'менеджер поможет подобрать ассортимент под формат вашего магазина.',
      'Everything in this review is in the catalogue; your manager will help match the range to your shop format.',
    ],
    [
      'Сроки годности и условия хранения указаны в карточке каждого товара.',
      'Shelf life and storage conditions are shown on every product page.',
    ],
  ],
  tips: [
    [
      'Собрали главное, что стоит знать нашим партнёрам, и добавили практические рекомендации.',
      'We have gathered what our partners need to know and added practical advice.',
    ],
    [
      'Если у вас есть вопросы, напишите своему персональному менеджеру или позвоните нам.',
      'If you have questions, write to your personal manager or call us.',
    ],
  ],
}

export const SALES_TEMPLATES: {
  title: (brand: string, value: number) => Pair
  category: (typeof SALES_CATEGORIES)[number]['slug']
  caption: (value: number) => string
}[] = [
  {
    category: 'discounts',
    title: (brand, v) => [`Скидка ${v}% на товары ${brand}`, `${v}% off ${brand}`],
    caption: (v) => `−${v}%`,
  },
  {
    category: 'gifts',
    title: (brand) => [`Подарок за заказ ${brand}`, `A gift with every ${brand} order`],
    caption: () => '+1',
  },
  {
    category: 'new-brands',
    title: (brand) => [`Новый бренд в каталоге: ${brand}`, `New in the catalogue: ${brand}`],
    caption: () => '★',
  },
  {
    category: 'discounts',
    title: (brand, v) => [`Распродажа ${brand}: до −${v}%`, `${brand} clearance: up to ${v}% off`],
    caption: (v) => `−${v}%`,
  },
  {
    category: 'gifts',
    title: (brand) => [`3 + 1 на лакомства ${brand}`, `Buy 3, get 1 free: ${brand} treats`],
    caption: () => '3+1',
  },
]
