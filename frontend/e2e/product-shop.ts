// The fixture shop with products that show everything a product's page can
// hold, for the tests of those pages (product.e2e.ts) and for screenshots:
// several photos, a long title in Hindi and English, more highlights than a
// card shows, a description of several paragraphs, a used and a refurbished
// condition, and four related products. What the tests expect of these
// products is read from here, the content they were built from.
import { appendFileSync } from 'node:fs';
import path from 'node:path';

import { copyOfFixtureShop } from './site';

const PHOTO = (n: number) => `https://images.unsplash.com/photo-${1_600_000_000_000 + n}?w=480&q=70`;

/** A product whose page has every part, with several photos. */
export const RICH = {
  id: 'redmi-note-13-display-combo',
  title: 'Redmi Note 13 5G AMOLED डिस्प्ले Combo with Frame – ओरिजिनल क्वालिटी, फिटिंग फ्री (Same Day)',
  photos: [PHOTO(1), PHOTO(2), PHOTO(3), PHOTO(4)],
  highlights: [
    'Original-quality AMOLED, 120 Hz',
    'Frame and adhesive included',
    'Fitting in 1 hour at the shop',
    '6 months shop warranty',
    'टच और डिस्प्ले दोनों टेस्ट करके',
  ],
  description: [
    'A complete display combo for the Redmi Note 13 5G, with the frame already fitted.',
    'दुकान पर एक घंटे में फिटिंग, साथ में 6 महीने की वारंटी।',
    'Bring your phone in the morning and take it home the same day.',
  ],
  condition: 'refurbished',
  /** Its model, which the fixture's Redmi Note 13 display and the ones below share. */
  category: 'Spares',
  type: 'Screens',
  model: 'Redmi Note 13',
} as const;

/** A used product without photos. */
export const USED = { id: 'redmi-note-13-display-used', title: 'Redmi Note 13 Display (Used, Tested)' } as const;

const yaml = (text: string) => JSON.stringify(text);

/** A copy of the fixture shop with {@link RICH}, {@link USED} and three more displays of the same model. */
export function productShop(): string {
  const content = copyOfFixtureShop();
  const lines = (key: string, items: readonly string[]) => [`    ${key}:`, ...items.map((i) => `      - ${yaml(i)}`)];
  const product = (fields: string[]) => ['', ...fields.map((f) => `  ${f}`)];
  const same = [`  group: ${RICH.category}`, `  sub: ${RICH.type}`, `  item: ${RICH.model}`];
  const text = [
    ...product([
      `- id: ${RICH.id}`,
      `  title: ${yaml(RICH.title)}`,
      '  price: 4499',
      '  in_stock: true',
      ...same,
      `  image: ${RICH.photos[0]}`,
      '  badge: Same day fitting',
      `  condition: ${RICH.condition}`,
    ]),
    ...lines('more_images', RICH.photos.slice(1)),
    ...lines('highlights', RICH.highlights),
    '    description: |',
    ...RICH.description.map((p) => `      ${p}`),
    ...product([
      `- id: ${USED.id}`,
      `  title: ${yaml(USED.title)}`,
      '  price: 1999',
      '  in_stock: false',
      ...same,
      '  condition: used',
    ]),
    ...[1, 2, 3].flatMap((n) =>
      product([
        `- id: redmi-note-13-display-${n}`,
        `  title: Redmi Note 13 Display, grade ${n}`,
        `  price: ${2000 + n * 100}`,
        '  in_stock: true',
        ...same,
        ...(n === 1 ? [`  image: ${PHOTO(10 + n)}`] : []),
      ]),
    ),
  ];
  appendFileSync(path.join(content, 'products.yaml'), `${text.join('\n')}\n`);
  return content;
}
