// The customer survey shown in the account: one active survey with questions of every kind.
import { surveyQuestions, surveys } from '../../db/schema/content'
import type { SeedContext } from '../context'
import { daysBefore, l, type L } from '../text'

type Option = { value: string; title: L }
type QuestionDef = {
  kind: 'text' | 'single' | 'multiple' | 'rating'
  text: L
  options: Option[] | null
  required: boolean
}

const o = (value: string, ru: string, en: string): Option => ({ value, title: l(ru, en) })

const QUESTIONS: readonly QuestionDef[] = [
  {
    kind: 'single',
    required: true,
    text: l('Какой у вас формат бизнеса?', 'What kind of business do you run?'),
    options: [
      o('shop', 'Зоомагазин', 'Pet shop'),
      o('clinic', 'Ветеринарная клиника', 'Vet clinic'),
      o('grooming', 'Груминг-салон', 'Grooming salon'),
      o('kennel', 'Питомник', 'Breeder'),
      o('online', 'Интернет-магазин', 'Online shop'),
    ],
  },
  {
    kind: 'multiple',
    required: true,
    text: l('Какие категории вы закупаете у нас?', 'Which categories do you buy from us?'),
    options: [
      o('dogs', 'Товары для собак', 'Dog goods'),
      o('cats', 'Товары для кошек', 'Cat goods'),
      o('small', 'Грызуны и птицы', 'Small pets and birds'),
      o('aqua', 'Аквариумистика', 'Aquatics'),
      o('vet', 'Ветаптека', 'Vet pharmacy'),
    ],
  },
  { kind: 'rating', required: true, text: l('Оцените скорость доставки', 'Rate our delivery speed'), options: null },
  { kind: 'rating', required: false, text: l('Оцените работу вашего менеджера', 'Rate your manager'), options: null },
  {
    kind: 'single',
    required: false,
    text: l('Как часто вы делаете заказы?', 'How often do you order?'),
    options: [
      o('weekly', 'Каждую неделю', 'Every week'),
      o('biweekly', 'Раз в две недели', 'Every two weeks'),
      o('monthly', 'Раз в месяц', 'Monthly'),
      o('rarely', 'Реже', 'Less often'),
    ],
  },
  {
    kind: 'text',
    required: false,
    text: l(
      'Каких товаров или брендов вам не хватает в каталоге?',
      'Which products or brands are missing from our catalogue?',
    ),
    options: null,
  },
]

export async function seedSurveys(ctx: SeedContext): Promise<void> {
  const [survey] = await ctx.db
    .insert(surveys)
    .values({
      title: l('Оцените нашу работу', 'Rate our service'),
      description: l(
        'Пять минут ваших ответов помогут нам сделать ассортимент и сервис лучше.',
        'Five minutes of your answers will help us improve our range and service.',
      ),
      isActive: true,
      createdAt: daysBefore(ctx.now, 20),
    })
    .returning({ id: surveys.id })
  if (!survey) throw new Error('survey not inserted')
  await ctx.db.insert(surveyQuestions).values(
    QUESTIONS.map((q, position) => ({
      surveyId: survey.id,
      kind: q.kind,
      text: q.text,
      options: q.options,
      isRequired: q.required,
      position,
    })),
  )
}
