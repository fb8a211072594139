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

export const INFO_TITLES: Record<(typeof INFO_CATEGORIES)[number]['slug'], Pair[]> = {
  company: [
    ['Открыт новый склад в Подольске', 'New warehouse opens in Podolsk'],
    ['Личный кабинет для оптовых клиентов', 'An online account for wholesale clients'],
    ['График работы в праздничные дни', 'Holiday opening hours'],
    ['Новый филиал в Казани', 'New branch in Kazan'],
    ['Итоги отраслевой выставки', 'Trade show results'],
    ['Обновлён каталог для скачивания', 'The downloadable catalogue is updated'],
    ['Мы расширили автопарк', 'Our delivery fleet has grown'],
    ['Запуск бонусной программы', 'Our bonus programme starts'],
    ['Новые условия доставки в регионы', 'New terms for regional delivery'],
    ['Персональный менеджер теперь в мессенджерах', 'Your personal manager is now on messengers'],
  ],
  reviews: [
    ['Беззерновые корма для собак: обзор линеек', 'Grain-free dog food: a range review'],
    ['Как выбрать наполнитель для кошачьего туалета', 'How to choose cat litter'],
    ['Сравнение внутренних фильтров для аквариумов', 'Internal aquarium filters compared'],
    ['Лежаки для крупных собак: что предложить покупателю', 'Beds for large dogs: what to offer'],
    ['Ультрафиолетовые лампы для рептилий: гид по выбору', 'UVB lamps for reptiles: a buying guide'],
    ['Игрушки для собак, которые действительно долго живут', 'Dog toys that really last'],
    ['Когтеточки: какие модели продаются лучше', 'Scratchers: which models sell best'],
    ['Влажные корма для котят', 'Wet food for kittens'],
    ['Капли, ошейники или таблетки: защита от клещей', 'Drops, collars or tablets: tick protection'],
    ['Шлейки и ошейники: тренды сезона', 'Harnesses and collars: this season’s trends'],
    ['Корма для попугаев: на что обратить внимание', 'Parrot food: what to look for'],
  ],
  tips: [
    ['Как оформить витрину зоомагазина', 'How to dress a pet shop window'],
    ['Сезонный спрос: что закупать весной', 'Seasonal demand: what to stock in spring'],
    ['Как хранить сухие корма на складе', 'How to store dry food in a warehouse'],
    ['Пять ошибок при выкладке товара', 'Five shelf display mistakes'],
    ['Как рассказать покупателю о ветеринарных диетах', 'Explaining veterinary diets to customers'],
    ['Уход за шерстью зимой', 'Coat care in winter'],
    ['Подготовка аквариума к запуску', 'Getting an aquarium ready to start'],
    ['Как продавать товары для грызунов', 'Selling goods for small pets'],
    ['Лакомства у кассы: мерчандайзинг импульсных покупок', 'Treats at the till: merchandising impulse buys'],
    ['Как сократить остатки медленно продающихся товаров', 'Reducing slow-moving stock'],
    ['Правила продажи ветеринарных препаратов', 'Rules for selling vet medicines'],
  ],
}

export const INFO_PARAGRAPHS: Pair[] = [
  ['Собрали главное, что стоит знать нашим партнёрам, и добавили практические рекомендации.', 'We have gathered what our partners need to know and added practical advice.'],
  ['По данным наших продаж за последний год, спрос в этой категории вырос на 18%.', 'According to our sales over the last year, demand in this category grew by 18%.'],
  ['Менеджеры помогут подобрать ассортимент под формат вашего магазина и средний чек.', 'Our managers will help you match the range to your shop format and average purchase.'],
  ['Обратите внимание на сроки годности и условия хранения: они указаны в карточке каждого товара.', 'Mind the shelf life and storage conditions shown on every product page.'],
  ['Покупатели всё чаще выбирают товары с понятным составом и экологичной упаковкой.', 'Customers increasingly choose products with clear ingredients and eco-friendly packaging.'],
  ['Если у вас есть вопросы, напишите своему персональному менеджеру или позвоните нам.', 'If you have questions, write to your personal manager or call us.'],
]

export const SALES_TEMPLATES: { title: (brand: string, value: number) => Pair; category: (typeof SALES_CATEGORIES)[number]['slug']; caption: (value: number) => string }[] = [
  { category: 'discounts', title: (brand, v) => [`Скидка ${v}% на товары ${brand}`, `${v}% off ${brand}`], caption: (v) => `−${v}%` },
  { category: 'gifts', title: (brand) => [`Подарок за заказ ${brand}`, `A gift with every ${brand} order`], caption: () => '+1' },
  { category: 'new-brands', title: (brand) => [`Новый бренд в каталоге: ${brand}`, `New in the catalogue: ${brand}`], caption: () => '★' },
  { category: 'discounts', title: (brand, v) => [`Распродажа ${brand}: до −${v}%`, `${brand} clearance: up to ${v}% off`], caption: (v) => `−${v}%` },
  { category: 'gifts', title: (brand) => [`3 + 1 на лакомства ${brand}`, `Buy 3, get 1 free: ${brand} treats`], caption: () => '3+1' },
]
