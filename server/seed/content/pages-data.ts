// Texts of the system pages (fixed sections of the site) and the flat pages served by the catch-all route.
import type { Pair } from '../data/types'
import { SITE } from './site'

export type PageDef = {
  slug: string
  kind: 'system' | 'flat'
  title: Pair
  body: [ru: string[], en: string[]]
  keywords: Pair
}

const p = (slug: string, kind: PageDef['kind'], title: Pair, ru: string[], en: string[], keywords: Pair): PageDef => ({
  slug,
  kind,
  title,
  body: [ru, en],
  keywords,
})

export const PAGES: readonly PageDef[] = [
  p(
    'homepage',
    'system',
    ['Оптовые поставки товаров для животных', 'Wholesale pet supplies'],
    ['Корма, аксессуары, ветаптека и оборудование для зоомагазинов, ветклиник и грумингов по всей России.'],
    ['Food, accessories, vet products and equipment for pet shops, vet clinics and groomers all over Russia.'],
    [
      'зоотовары оптом, корм для животных оптом, дистрибьютор зоотоваров',
      'wholesale pet supplies, pet food distributor',
    ],
  ),
  p(
    'about',
    'system',
    ['О компании', 'About us'],
    [
      `${SITE.legalName.ru} — дистрибьютор товаров для животных, работающий с ${SITE.founded} года.`,
      'Мы поставляем корма, аксессуары, средства ухода и ветеринарные препараты более чем 3 500 ' +
        'магазинам, клиникам и питомникам.',
      'Собственный склад класса A в Подольске позволяет отгружать заказы в день подтверждения.',
    ],
    [
      `${SITE.legalName.en} has been distributing pet goods since ${SITE.founded}.`,
      'We supply food, accessories, grooming products and vet medicines to more than ' +
        '3,500 shops, clinics and breeders.',
      'Our own class A warehouse in Podolsk ships orders on the day they are confirmed.',
    ],
    ['о компании, дистрибьютор, склад', 'about, distributor, warehouse'],
  ),
  p(
    'appndx',
    'system',
    ['Документы и приложения', 'Documents and appendices'],
    [
      'Здесь собраны документы для работы с нами: реквизиты, образец договора поставки, ' +
        'сертификаты и декларации соответствия.',
      'Актуальный прайс-лист доступен зарегистрированным клиентам в личном кабинете.',
    ],
    [
      'Documents for working with us: company details, a sample supply contract, ' +
        'certificates and declarations of conformity.',
      'The current price list is available to registered clients in their account.',
    ],
    ['документы, договор поставки, сертификаты', 'documents, supply contract, certificates'],
  ),
  p(
    'contacts',
    'system',
    ['Контакты', 'Contacts'],
    [
      `Офис: ${SITE.address.ru}. Склад: ${SITE.warehouse.ru}.`,
      `Телефон: ${SITE.phone}, бесплатно по России: ${SITE.freePhone}. E-mail: ${SITE.email}.`,
      `Реквизиты: ${SITE.legalName.ru}, ИНН ${SITE.inn}.`,
    ],
    [
      `Office: ${SITE.address.en}. Warehouse: ${SITE.warehouse.en}.`,
      `Phone: ${SITE.phone}, toll-free in Russia: ${SITE.freePhone}. E-mail: ${SITE.email}.`,
      `Company details: ${SITE.legalName.en}, TIN ${SITE.inn}.`,
    ],
    ['контакты, адрес, телефон', 'contacts, address, phone'],
  ),
  p(
    'faq',
    'system',
    ['Вопросы и ответы', 'Frequently asked questions'],
    [
      'Ответы на частые вопросы о регистрации, заказах, доставке и оплате. ' +
        'Не нашли ответ — позвоните своему менеджеру.',
    ],
    [
      'Answers to common questions about registration, orders, delivery and payment. ' +
        'Could not find yours? Call your manager.',
    ],
    ['вопросы, ответы, помощь', 'faq, help'],
  ),
  p(
    'partners',
    'system',
    ['Партнёры', 'Partners'],
    [
      'Мы работаем напрямую с производителями и официальными представительствами брендов, ' +
        'а также с логистическими и сервисными компаниями.',
    ],
    [
      'We work directly with manufacturers and official brand representatives, ' +
        'as well as with logistics and service companies.',
    ],
    ['партнёры, производители', 'partners, manufacturers'],
  ),
  p(
    'team',
    'system',
    ['Команда', 'Our team'],
    [
      'Люди, которые отвечают за ассортимент, логистику и работу с клиентами. ' +
        'Каждому клиенту назначается персональный менеджер.',
    ],
    ['The people behind our range, logistics and customer care. Every client gets a personal manager.'],
    ['команда, сотрудники, менеджеры', 'team, staff, managers'],
  ),
  p(
    'shops',
    'system',
    ['Магазины и дилеры', 'Shops and dealers'],
    ['Фирменные магазины и официальные дилеры, где можно купить товары из нашего каталога в розницу.'],
    ['Our own shops and official dealers where goods from our catalogue are sold at retail.'],
    ['магазины, дилеры, где купить', 'shops, dealers, where to buy'],
  ),
  p(
    'registration',
    'system',
    ['Регистрация', 'Registration'],
    [
      'Зарегистрируйтесь, чтобы видеть оптовые цены и остатки, оформлять заказы и копить бонусы.',
      'Учётная запись активируется менеджером в рабочие дни с 9:00 до 17:00; мы позвоним вам для подтверждения.',
    ],
    [
      'Register to see wholesale prices and stock, place orders and collect bonus points.',
      'Accounts are activated by a manager on business days from 9:00 to 17:00; we will call you to confirm.',
    ],
    ['регистрация, оптовый клиент', 'registration, wholesale client'],
  ),
  p(
    'cart',
    'system',
    ['Корзина', 'Cart'],
    [
      'Проверьте состав заказа. Минимальная сумма заказа — 10 000 ₽; заказы, ' +
        'подтверждённые до 15:00, отгружаются в тот же день.',
    ],
    ['Check your order. The minimum order is 10,000 RUB; orders confirmed before 15:00 ship the same day.'],
    ['корзина, заказ', 'cart, order'],
  ),
  p(
    'info',
    'system',
    ['Новости', 'News'],
    ['Новости компании, поступления новых брендов, обзоры товаров и советы по уходу за животными.'],
    ['Company news, new brands, product reviews and pet care tips.'],
    ['новости, статьи, обзоры', 'news, articles, reviews'],
  ),
  p(
    'sales',
    'system',
    ['Акции', 'Special offers'],
    ['Действующие акции и специальные предложения для оптовых клиентов.'],
    ['Current promotions and special offers for wholesale clients.'],
    ['акции, скидки, распродажа', 'special offers, discounts, sale'],
  ),
  p(
    'vacancies',
    'system',
    ['Вакансии', 'Vacancies'],
    [
      'Мы растём и ищем людей, которые любят животных и своё дело. Откликнитесь на вакансию ' +
        '— мы ответим в течение трёх рабочих дней.',
    ],
    [
      'We are growing and looking for people who love animals and their work. ' +
        'Apply and we will reply within three business days.',
    ],
    ['вакансии, работа', 'vacancies, jobs'],
  ),
  p(
    'account',
    'system',
    ['Личный кабинет', 'My account'],
    [
      'Здесь собраны данные вашей организации и контактного лица. Держите их актуальными: ' +
        'по ним мы выставляем счета и оформляем документы на отгрузку.',
      'Адрес электронной почты — это логин для входа в кабинет. Если вы смените его, входите с новым адресом.',
      'Чтобы изменить реквизиты, по которым уже выставлены счета, ' +
        'или сменить персонального менеджера, свяжитесь с вашим менеджером.',
    ],
    [
      'Your company and contact details live here. Keep them up to date: ' +
        'we use them for invoices and shipping documents.',
      'Your e-mail address is the login to your account. If you change it, sign in with the new address.',
      'To change company details already used on invoices, or to get another personal manager, contact your manager.',
    ],
    ['личный кабинет, профиль, реквизиты', 'account, profile, company details'],
  ),
  p(
    'loyalty-program',
    'system',
    ['Программа лояльности', 'Loyalty programme'],
    [
      'За каждый заказ мы начисляем бонусные баллы. Баллы считаются отдельно по каждому бренду: {loyalty_accrual}% ' +
        'от суммы товаров этого бренда, оплаченной деньгами. Начисление появляется в разделе «Бонусы» сразу после ' +
        'оформления заказа как ожидающее, с названием бренда и датой, и становится доступным после отгрузки заказа.',
      'Один балл равен одной копейке: 10 000 баллов — это 100 ₽ скидки.',
      'Потратить баллы можно при оформлении заказа: отметьте «{loyalty_checkbox}», и ими будет оплачено до ' +
        '{loyalty_max_share}% суммы заказа (после скидки по купону). Списания тоже видны в разделе «Бонусы».',
      'Баланс баллов показан в меню личного кабинета. Если вам кажется, что баллы начислены неверно, ' +
        'напишите своему персональному менеджеру.',
    ],
    [
      'We credit bonus points for every order. Points are counted separately for each brand: ' +
        '{loyalty_accrual}% of the money paid for that brand’s goods. The accrual appears under “Bonuses” as pending ' +
        'as soon as the order is placed, with the brand and the date, and can be spent once the order has shipped.',
      'One point equals one kopeck: 10,000 points are a 100 RUB discount.',
      'Spend points at checkout: tick “{loyalty_checkbox}” and they pay up to {loyalty_max_share}% of the order ' +
        'total (after the coupon discount). Spent points are listed under “Bonuses” too.',
      'Your balance is shown in the account menu. If you think points were credited wrongly, ' +
        'write to your personal manager.',
    ],
    ['бонусы, баллы, программа лояльности', 'bonuses, points, loyalty programme'],
  ),
  p(
    'favorites',
    'system',
    ['Избранное', 'Favourites'],
    [
      'Здесь собраны товары, отмеченные сердечком в каталоге. Кнопка «Всё в корзину» добавит по одной упаковке ' +
        'каждого товара, который можно заказать сейчас; количество поправите в корзине.',
    ],
    [
      'Products you marked with the heart in the catalogue are collected here. ' +
        '“Move all to cart” adds one pack of every product that can be ordered now; adjust quantities in the cart.',
    ],
    ['избранное, отложенные товары', 'favourites, saved products'],
  ),
  p(
    'delivery',
    'flat',
    ['Доставка', 'Delivery'],
    [
      'Доставка по Москве и области — собственным транспортом на следующий рабочий день, ' +
        'бесплатно при заказе от 30 000 ₽.',
      'В регионы отправляем транспортными компаниями: ПЭК, Деловые Линии, СДЭК. ' +
        'До терминала в Москве доставка бесплатная.',
      'Самовывоз со склада в Подольске — по будням с 9:00 до 18:00, заказ должен быть подтверждён менеджером.',
    ],
    [
      'Moscow and the Moscow Region: our own vehicles on the next business day, free for orders over 30,000 RUB.',
      'Other regions: by transport companies (PEK, Delovye Linii, CDEK). Delivery to their Moscow terminal is free.',
      'Pick-up from the Podolsk warehouse on weekdays from 9:00 to 18:00 once your manager has confirmed the order.',
    ],
    ['доставка, самовывоз, транспортная компания', 'delivery, pick-up, transport company'],
  ),
  p(
    'payment',
    'flat',
    ['Оплата', 'Payment'],
    [
      'Юридические лица и ИП оплачивают заказы по счёту. ' +
        'Счёт выставляется после подтверждения заказа и действителен 3 банковских дня.',
      'Для постоянных клиентов доступна отсрочка платежа до 30 дней. При самовывозе возможна оплата наличными.',
    ],
    [
      'Companies and sole traders pay by invoice. ' +
        'The invoice is issued once the order is confirmed and is valid for 3 banking days.',
      'Regular clients may pay within up to 30 days. Cash is accepted on pick-up.',
    ],
    ['оплата, счёт, отсрочка', 'payment, invoice, deferred payment'],
  ),
  p(
    'wholesale-terms',
    'flat',
    ['Условия оптовых закупок', 'Wholesale terms'],
    [
      'Работаем с юридическими лицами и индивидуальными предпринимателями. Минимальный заказ — 10 000 ₽.',
      'Цены зависят от объёма закупок: при обороте от 300 000 ₽ в месяц действует дополнительная скидка 3%.',
      'Бонусные баллы начисляются за каждый оплаченный заказ и списываются при оформлении следующих.',
    ],
    [
      'We work with companies and sole traders. The minimum order is 10,000 RUB.',
      'Prices depend on volume: an extra 3% discount applies from 300,000 RUB a month.',
      'Bonus points are credited for every paid order and can be spent on the next ones.',
    ],
    ['опт, условия, минимальный заказ', 'wholesale, terms, minimum order'],
  ),
  p(
    'privacy',
    'flat',
    ['Политика конфиденциальности', 'Privacy policy'],
    [
      `${SITE.legalName.ru} обрабатывает персональные данные в соответствии с Федеральным законом ` +
        `№ 152-ФЗ «О персональных данных».`,
      'Мы используем контактные данные только для обработки заказов, ' +
        'обратной связи и информирования об акциях, если вы дали на это согласие.',
      `Чтобы отозвать согласие или уточнить данные, напишите на ${SITE.email}.`,
    ],
    [
      `${SITE.legalName.en} processes personal data in accordance with Russian Federal ` +
        `Law No. 152-FZ on Personal Data.`,
      'We use contact details only to process orders, answer questions and, with your consent, tell you about offers.',
      `To withdraw consent or correct your data, write to ${SITE.email}.`,
    ],
    ['политика конфиденциальности, персональные данные', 'privacy policy, personal data'],
  ),
]
