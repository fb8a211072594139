// Families of goods: defaults shared by their leaf categories and the phrases product descriptions are made of.
import type { Family, FamilyDef } from './types'

export const FAMILIES: Record<Family, FamilyDef> = {
  food: {
    line: 'food',
    filters: ['age', 'size', 'diet'],
    packing: [
      ['Пакет с зип-замком', 'Zip-lock bag'],
      ['Крафт-пакет', 'Kraft bag'],
      ['Мешок', 'Sack'],
    ],
    pack: [1, 2, 4, 6, 10],
    expiration: [12, 24],
    composition: [
      'рис, кукуруза, животный жир, свекольный жом, рыбий жир, минеральные вещества, витамины A, D3, E',
      'rice, maize, animal fat, beet pulp, fish oil, minerals, vitamins A, D3, E',
    ],
    pitch: [
      'полнорационный корм на каждый день со сбалансированным содержанием белков, жиров и клетчатки',
      'a complete daily food with a balanced content of protein, fat and fibre',
    ],
    benefits: [
      [
        'Высокое содержание животного белка поддерживает мышечный тонус и энергию.',
        'A high share of animal protein keeps muscles toned and energy up.',
      ],
      [
        'Омега-3 и омега-6 жирные кислоты сохраняют здоровье кожи и блеск шерсти.',
        'Omega-3 and omega-6 fatty acids keep the skin healthy and the coat glossy.',
      ],
      [
        'Пребиотики и свекольный жом помогают мягкому пищеварению.',
        'Prebiotics and beet pulp support gentle digestion.',
      ],
      ['Без искусственных красителей и ароматизаторов.', 'No artificial colours or flavourings.'],
      ['Антиоксиданты укрепляют естественную защиту организма.', 'Antioxidants strengthen natural defences.'],
    ],
    usage: [
      'Суточную норму смотрите в таблице на упаковке; питомцу нужен постоянный доступ к свежей воде.',
      'See the feeding table on the pack for the daily amount; always keep fresh water available.',
    ],
  },
  treats: {
    line: 'food',
    filters: ['age', 'diet'],
    packing: [
      ['Пакет с зип-замком', 'Zip-lock bag', 'pouch'],
      ['Дой-пак', 'Stand-up pouch', 'pouch'],
      ['Коробка', 'Box', 'box'],
    ],
    pack: [6, 10, 12, 20],
    expiration: [12, 24],
    composition: [
      'мясо и субпродукты, глицерин, растительная клетчатка, соль',
      'meat and by-products, glycerine, vegetable fibre, salt',
    ],
    pitch: ['лакомство для поощрения и дрессировки', 'a treat for rewards and training'],
    benefits: [
      ['Натуральное сырьё, высушенное при низкой температуре.', 'Natural raw material dried at a low temperature.'],
      ['Помогает очищать зубы от налёта.', 'Helps to clean plaque off the teeth.'],
      ['Удобный размер для тренировок и поощрений.', 'A handy size for training and rewards.'],
      ['Без сахара и искусственных консервантов.', 'No sugar and no artificial preservatives.'],
    ],
    usage: [
      'Давайте как дополнение к основному рациону, не более 10% суточной калорийности.',
      'Give in addition to the main diet, no more than 10% of the daily calories.',
    ],
  },
  toys: {
    line: 'goods',
    filters: ['material'],
    packing: [
      ['Хедер', 'Header card'],
      ['Без упаковки', 'Unpacked'],
      ['Блистер', 'Blister'],
    ],
    pack: [3, 5, 6, 10, 12],
    expiration: null,
    composition: ['безопасные для питомцев красители', 'pet-safe dyes'],
    pitch: ['игрушка для активных игр и снятия стресса', 'a toy for active play and stress relief'],
    benefits: [
      ['Прочный материал выдерживает интенсивные игры.', 'Durable material stands up to rough play.'],
      ['Яркий цвет легко найти в траве и на снегу.', 'The bright colour is easy to spot in grass or snow.'],
      ['Не содержит BPA и фталатов.', 'Free of BPA and phthalates.'],
      ['Развивает охотничий инстинкт и сообразительность.', 'Engages hunting instincts and problem solving.'],
    ],
    usage: [
      'Играйте под присмотром и заменяйте игрушку при появлении повреждений.',
      'Supervise play and replace the toy once it shows damage.',
    ],
  },
  walking: {
    line: 'goods',
    filters: ['size', 'material'],
    packing: [
      ['Хедер', 'Header card'],
      ['Пакет', 'Bag'],
      ['Коробка', 'Box', 'box'],
    ],
    pack: [1, 3, 5, 10],
    expiration: null,
    composition: ['металлическая фурнитура с гальваническим покрытием', 'plated metal hardware'],
    pitch: ['надёжная амуниция для ежедневных прогулок', 'reliable gear for everyday walks'],
    benefits: [
      ['Регулируемый размер позволяет точно подогнать изделие.', 'Adjustable sizing gives a precise fit.'],
      ['Светоотражающие элементы видны в темноте.', 'Reflective details are visible in the dark.'],
      ['Прочная фурнитура рассчитана на рывки.', 'Strong hardware withstands sudden pulls.'],
      ['Мягкие края не натирают шерсть и кожу.', 'Soft edges do not rub the coat or the skin.'],
    ],
    usage: [
      'Между ошейником и шеей должны проходить два пальца; регулярно проверяйте фурнитуру.',
      'Two fingers should fit under the collar; check the hardware regularly.',
    ],
  },
  home: {
    line: 'goods',
    filters: ['material'],
    packing: [
      ['Коробка', 'Box', 'box'],
      ['Плёнка', 'Shrink wrap'],
      ['Пакет', 'Bag'],
    ],
    pack: [1, 2, 4, 6],
    expiration: null,
    composition: ['нетоксичные материалы, безопасные для животных', 'non-toxic, pet-safe materials'],
    pitch: [
      'удобная вещь для дома, рассчитанная на ежедневное использование',
      'a practical item for the home, made for daily use',
    ],
    benefits: [
      ['Легко моется и быстро сохнет.', 'Easy to clean and quick to dry.'],
      ['Устойчивое основание не скользит по полу.', 'The stable base does not slide on the floor.'],
      ['Спокойные цвета подходят к любому интерьеру.', 'Calm colours suit any interior.'],
      ['Материалы без резкого запаха.', 'Materials with no strong smell.'],
    ],
    usage: [
      'Протирайте влажной тканью; съёмные чехлы стирайте при 30 °C.',
      'Wipe with a damp cloth; wash removable covers at 30 °C.',
    ],
  },
  apparel: {
    line: 'goods',
    filters: ['size', 'material'],
    packing: [
      ['Пакет с вешалкой', 'Bag with hanger'],
      ['Пакет', 'Bag'],
    ],
    pack: [1, 3, 5],
    expiration: null,
    composition: ['подкладка — флис 100% полиэстер', 'lining: 100% polyester fleece'],
    pitch: ['одежда, которая защищает от дождя, ветра и холода', 'clothing that keeps out rain, wind and cold'],
    benefits: [
      ['Водоотталкивающая ткань и проклеенные швы.', 'Water-repellent fabric and taped seams.'],
      ['Светоотражающий кант для прогулок в темноте.', 'Reflective piping for walks after dark.'],
      ['Удобная застёжка на спине.', 'An easy fastening along the back.'],
      ['Не сковывает движений.', 'Does not restrict movement.'],
    ],
    usage: [
      'Подбирайте размер по длине спины и обхвату груди; стирка при 30 °C.',
      'Choose the size by back length and chest girth; wash at 30 °C.',
    ],
  },
  grooming: {
    line: 'care',
    filters: ['age'],
    packing: [
      ['Флакон', 'Bottle', 'bottle'],
      ['Блистер', 'Blister', 'brush'],
      ['Коробка', 'Box', 'box'],
    ],
    pack: [1, 6, 12],
    expiration: [24, 36],
    composition: [
      'вода, мягкие ПАВ, глицерин, экстракты растений, отдушка',
      'water, mild surfactants, glycerine, plant extracts, fragrance',
    ],
    pitch: ['средство профессионального груминга для домашнего ухода', 'a professional grooming product for home care'],
    benefits: [
      ['Бережно очищает, не пересушивая кожу.', 'Cleans gently without drying the skin.'],
      ['Облегчает расчёсывание и предотвращает колтуны.', 'Makes brushing easier and prevents mats.'],
      ['pH-баланс подобран для кожи животных.', 'The pH is balanced for pet skin.'],
      ['Подходит для регулярного использования.', 'Suitable for regular use.'],
    ],
    usage: [
      'Избегайте попадания в глаза; после процедуры тщательно смойте.',
      'Keep away from the eyes; rinse thoroughly afterwards.',
    ],
  },
  hygiene: {
    line: 'care',
    filters: [],
    packing: [
      ['Пакет', 'Bag', 'bag'],
      ['Коробка', 'Box', 'box'],
    ],
    pack: [1, 2, 4, 6],
    expiration: [36, 60],
    composition: ['натуральное сырьё, связующие компоненты', 'natural raw material, binders'],
    pitch: [
      'гигиеническое средство, которое надёжно удерживает влагу и запах',
      'a hygiene product that locks in moisture and odour',
    ],
    benefits: [
      ['Быстро впитывает влагу.', 'Absorbs moisture quickly.'],
      ['Надолго нейтрализует запах.', 'Neutralises odour for a long time.'],
      ['Не пылит и не прилипает к лапам.', 'Low dust and does not stick to paws.'],
      ['Экономичный расход.', 'Economical to use.'],
    ],
    usage: [
      'Заменяйте полностью раз в 1–2 недели, комочки удаляйте ежедневно.',
      'Replace fully every 1–2 weeks and scoop out clumps daily.',
    ],
  },
  'aqua-gear': {
    line: 'aqua',
    filters: ['material'],
    packing: [
      ['Коробка', 'Box', 'box'],
      ['Блистер', 'Blister'],
    ],
    pack: [1, 2, 4, 6],
    expiration: null,
    composition: ['ударопрочный пластик, силиконовые уплотнители', 'impact-resistant plastic, silicone seals'],
    pitch: ['оборудование для стабильной и здоровой среды в аквариуме', 'equipment for a stable and healthy aquarium'],
    benefits: [
      ['Тихая работа и низкое энергопотребление.', 'Quiet running and low power use.'],
      ['Простой монтаж на присосках.', 'Simple suction-cup mounting.'],
      ['Безопасно для рыб и растений.', 'Safe for fish and plants.'],
      ['Гарантия производителя — 2 года.', 'Two-year manufacturer warranty.'],
    ],
    usage: [
      'Перед включением полностью погрузите устройство в воду; отключайте питание при обслуживании.',
      'Fully submerge before switching on; unplug before maintenance.',
    ],
  },
  'aqua-care': {
    line: 'aqua',
    filters: [],
    packing: [
      ['Флакон', 'Bottle', 'bottle'],
      ['Коробка', 'Box', 'box'],
    ],
    pack: [6, 12, 24],
    expiration: [24, 36],
    composition: ['водный раствор, комплексоны, микроэлементы', 'aqueous solution, chelating agents, trace elements'],
    pitch: [
      'препарат для подготовки и поддержания качества аквариумной воды',
      'a product for preparing and keeping aquarium water in good condition',
    ],
    benefits: [
      ['Мгновенно нейтрализует хлор и тяжёлые металлы.', 'Instantly neutralises chlorine and heavy metals.'],
      ['Поддерживает полезную микрофлору фильтра.', 'Supports beneficial bacteria in the filter.'],
      ['Снижает стресс рыб при подмене воды.', 'Reduces fish stress during water changes.'],
      ['Точная дозировка мерным колпачком.', 'Precise dosing with the measuring cap.'],
    ],
    usage: [
      'Дозируйте согласно инструкции на этикетке при каждой подмене воды.',
      'Dose as shown on the label at every water change.',
    ],
  },
  'terra-gear': {
    line: 'terra',
    filters: ['material'],
    packing: [
      ['Коробка', 'Box', 'box'],
      ['Пакет', 'Bag', 'bag'],
    ],
    pack: [1, 2, 4],
    expiration: null,
    composition: ['закалённое стекло, алюминиевый профиль', 'tempered glass, aluminium frame'],
    pitch: [
      'оборудование для создания естественных условий в террариуме',
      'equipment that recreates natural conditions in a terrarium',
    ],
    benefits: [
      ['Помогает поддерживать правильный температурный градиент.', 'Helps to keep the right temperature gradient.'],
      ['Материалы устойчивы к влажности.', 'Materials withstand humidity.'],
      ['Подходит для тропических и пустынных видов.', 'Suits tropical and desert species.'],
      ['Простая установка и обслуживание.', 'Easy to set up and maintain.'],
    ],
    usage: [
      'Размещайте с учётом потребностей вида; меняйте УФ-лампы раз в 6–12 месяцев.',
      'Set up according to the species; replace UVB lamps every 6–12 months.',
    ],
  },
  pharma: {
    line: 'vet',
    filters: ['age', 'size'],
    packing: [
      ['Коробка', 'Box', 'box'],
      ['Блистер', 'Blister', 'box'],
      ['Флакон', 'Bottle', 'bottle'],
    ],
    pack: [10, 20, 50],
    expiration: [24, 36],
    composition: ['действующее вещество, вспомогательные компоненты', 'active substance, excipients'],
    pitch: ['ветеринарный препарат для защиты и лечения', 'a veterinary product for protection and treatment'],
    benefits: [
      ['Действует до 4 недель после одного применения.', 'Works for up to 4 weeks after one application.'],
      ['Защищает от блох, клещей и вшей.', 'Protects against fleas, ticks and lice.'],
      ['Зарегистрирован в Российской Федерации.', 'Registered in the Russian Federation.'],
      ['Удобная дозировка по весу животного.', 'Convenient dosing by body weight.'],
    ],
    usage: [
      'Перед применением ознакомьтесь с инструкцией; при необходимости проконсультируйтесь с ветеринарным врачом.',
      'Read the leaflet before use and consult a vet if needed.',
    ],
  },
  supplements: {
    line: 'vet',
    filters: ['age', 'diet'],
    packing: [
      ['Банка', 'Jar', 'jar'],
      ['Флакон', 'Bottle', 'bottle'],
    ],
    pack: [6, 10, 20],
    expiration: [18, 36],
    composition: [
      'пивные дрожжи, кальций, витамины группы B, биотин, цинк',
      "brewer's yeast, calcium, B vitamins, biotin, zinc",
    ],
    pitch: ['кормовая добавка для поддержки здоровья и активности', 'a supplement that supports health and vitality'],
    benefits: [
      ['Восполняет дефицит витаминов и минералов.', 'Makes up for missing vitamins and minerals.'],
      ['Поддерживает здоровье суставов, кожи и шерсти.', 'Supports joints, skin and coat.'],
      ['Вкусная форма, которую питомцы едят охотно.', 'A tasty form pets eat willingly.'],
      ['Подходит для курсового приёма.', 'Suitable for course use.'],
    ],
    usage: [
      'Давайте ежедневно во время кормления курсом 1–2 месяца.',
      'Give daily with food for a course of 1–2 months.',
    ],
  },
}
