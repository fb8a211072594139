// Vacancies, team members, partners and FAQ.
import { faqItems, partners, teamMembers, vacancies } from '../../db/schema/content'
import { portrait } from '../art/content-art'
import { partnerLogo } from '../art/logos'
import type { SeedContext } from '../context'
import { rngFor } from '../random'
import { daysBefore, l, paragraphs, slugify } from '../text'
import { FAQ, PARTNERS, TEAM, VACANCIES } from './company-data'
import { SITE } from './site'

const PORTRAIT_COLORS = [
  '#1b7a6e',
  '#d9822b',
  '#3f6ad8',
  '#b83280',
  '#2f855a',
  '#7b5ea7',
  '#c05621',
  '#2c7a7b',
  '#6b46c1',
]

export async function seedCompany(ctx: SeedContext): Promise<void> {
  const { db, media, now } = ctx
  const rng = rngFor('company')

  await db.insert(vacancies).values(
    VACANCIES.map((v, position) => ({
      slug: v.slug,
      title: l(...v.title),
      body: paragraphs([
        l(
          '<strong>Обязанности:</strong> ' + v.duties.map((d) => d[0]).join('; ') + '.',
          '<strong>Duties:</strong> ' + v.duties.map((d) => d[1]).join('; ') + '.',
        ),
        l(
          '<strong>Мы предлагаем:</strong> официальное оформление, ' +
            'ДМС после испытательного срока, скидки на товары компании.',
          '<strong>We offer:</strong> an official contract, health insurance after probation and staff discounts.',
        ),
      ]),
      salary: l(...v.salary),
      contactName: l(...v.contact),
      phone: SITE.phone,
      email: 'hr@example.com',
      city: l(...v.city),
      placeOfWork: l(...v.place),
      schedule: l(...v.schedule),
      position,
      isPublished: true,
      updatedAt: daysBefore(now, rng.int(0, 60)),
    })),
  )

  await db.insert(teamMembers).values(
    TEAM.map(([name, role, email], position) => ({
      name: l(...name),
      role: l(...role),
      photo: media.write(`team/${slugify(name[1])}.svg`, () =>
        portrait(PORTRAIT_COLORS[position % PORTRAIT_COLORS.length] ?? '#1b7a6e'),
      ),
      email,
      phone: `+7 495 120-45-${70 + position}`,
      position,
    })),
  )

  await db.insert(partners).values(
    PARTNERS.map(([title, color, description], position) => ({
      title,
      logo: media.write(`partners/partner-${position + 1}.svg`, () => partnerLogo(title, color, position)),
      url: `https://${slugify(title)}.example.com/`,
      description: l(...description),
      position,
    })),
  )

  await db.insert(faqItems).values(
    FAQ.map(([question, answer], position) => ({
      question: l(...question),
      answer: l(`<p>${answer[0]}</p>`, `<p>${answer[1]}</p>`),
      position,
    })),
  )
}
