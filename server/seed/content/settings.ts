// Site settings (site, header, footer) and the menus they refer to.
import { menuItems, menus, settings } from '../../db/schema/content'
import { noImage, siteLogo } from '../art/logos'
import type { SeedContext } from '../context'
import { l, type L } from '../text'
import { SITE } from './site'

type MenuDef = { slug: string; title: L; items: [ru: string, en: string, url: string][] }

export const MENUS: readonly MenuDef[] = [
  {
    slug: 'main',
    title: l('Главное меню', 'Main menu'),
    items: [
      ['О компании', 'About us', '/about/'],
      ['Акции', 'Special offers', '/sales/'],
      ['Новости', 'News', '/info/'],
      ['Магазины', 'Shops', '/shops/'],
      ['Контакты', 'Contacts', '/contacts/'],
    ],
  },
  {
    slug: 'catalog',
    title: l('Каталог', 'Catalogue'),
    items: [
      ['Каталог товаров', 'Product catalogue', '/catalog/'],
      ['Бренды', 'Brands', '/brand/'],
      ['Скачать каталог', 'Download the catalogue', '/catalog/download/'],
    ],
  },
  {
    slug: 'footer-company',
    title: l('Компания', 'Company'),
    items: [
      ['О компании', 'About us', '/about/'],
      ['Команда', 'Our team', '/team/'],
      ['Партнёры', 'Partners', '/partners/'],
      ['Вакансии', 'Vacancies', '/vacancies/'],
      ['Контакты', 'Contacts', '/contacts/'],
    ],
  },
  {
    slug: 'footer-customers',
    title: l('Покупателям', 'For customers'),
    items: [
      ['Доставка', 'Delivery', '/delivery/'],
      ['Оплата', 'Payment', '/payment/'],
      ['Условия оптовых закупок', 'Wholesale terms', '/wholesale-terms/'],
      ['Вопросы и ответы', 'FAQ', '/faq/'],
      ['Регистрация', 'Registration', '/auth/registration/'],
      ['Программа лояльности', 'Loyalty programme', '/loyalty-program/'],
    ],
  },
  {
    slug: 'footer-info',
    title: l('Информация', 'Information'),
    items: [
      ['Новости', 'News', '/info/'],
      ['Акции', 'Special offers', '/sales/'],
      ['Магазины и дилеры', 'Shops and dealers', '/shops/'],
      ['Документы', 'Documents', '/appndx/'],
      ['Скачать каталог', 'Download the catalogue', '/catalog/download/'],
      ['Политика конфиденциальности', 'Privacy policy', '/privacy/'],
    ],
  },
]

export async function seedSettings(ctx: SeedContext): Promise<void> {
  const { db, media, now } = ctx
  const logo = media.write('logo.svg', siteLogo)
  const noimage = media.write('noimage.svg', noImage)
  const year = now.getUTCFullYear()

  await db.insert(settings).values([
    {
      key: 'site',
      updatedAt: now,
      value: {
        site_name: l('Витрина — оптовые поставки товаров для животных', 'Vitrina — wholesale pet supplies'),
        noimage,
        cookie_bar_text: l(
          'Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, ' +
            'вы соглашаетесь с <a href="/privacy/">политикой конфиденциальности</a>.',
          'We use cookies to make the site work better. ' +
            'By continuing to use it you accept our <a href="/en/privacy/">privacy policy</a>.',
        ),
        user_agreement_link: '/privacy/',
        wait_title: l('Сообщить о поступлении', 'Notify me when in stock'),
        wait_text: l(
          'Оставьте e-mail — мы напишем, как только товар снова появится на складе.',
          'Leave your e-mail and we will write as soon as the item is back in stock.',
        ),
      },
    },
    {
      key: 'header',
      updatedAt: now,
      value: {
        logo,
        menus: ['main', 'catalog'],
        products: true,
        disable_cart: false,
        disable_panel: false,
        lang: [
          { code: 'ru', title: 'Русский' },
          { code: 'en', title: 'English' },
        ],
        email: SITE.email,
        phone: SITE.phone,
        buy_label: l('Стать клиентом', 'Become a client'),
        buy_url: '/auth/registration/',
        download_button: { label: l('Скачать каталог', 'Download the catalogue'), url: '/catalog/download/' },
      },
    },
    {
      key: 'footer',
      updatedAt: now,
      value: {
        logo,
        menus: ['footer-company', 'footer-customers', 'footer-info'],
        phones: [SITE.phone, SITE.freePhone],
        emails: [SITE.email, SITE.salesEmail],
        copyright: l(
          `© ${SITE.founded}–${year} ${SITE.legalName.ru}. Все права защищены.`,
          `© ${SITE.founded}–${year} ${SITE.legalName.en}. All rights reserved.`,
        ),
      },
    },
  ])

  for (const menu of MENUS) {
    const [inserted] = await db.insert(menus).values({ slug: menu.slug, title: menu.title }).returning({ id: menus.id })
    if (!inserted) throw new Error(`menu ${menu.slug} not inserted`)
    await db
      .insert(menuItems)
      .values(menu.items.map(([ru, en, url], position) => ({ menuId: inserted.id, title: l(ru, en), url, position })))
  }
}
