// A model page's repair rows, made from templates: exactly React's markup
// of the same rows, whatever the owner wrote in them.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProcessSteps } from './components/process-steps';
import { RepairRows } from './components/repair-rows';
import { StatList } from './components/stat-list';
import type { RepairRow } from './generated/view';
import { ESCAPED, escapeTexts, keptItems, repairRowsMarkup, templatedShapes } from './server-markup';

const book = (text: string) => ({
  label: 'Book this repair',
  href: `https://wa.me/919876543210?text=${encodeURIComponent(text)}`,
});

/** Rows with what an owner may write: Hindi, quotes, markup, marks, empty texts. */
const awkward: RepairRow[] = [
  { issue: 'Screen', price: '₹2,499', time: '45 min', note: 'Original display', book: book('Screen') },
  { issue: 'बैटरी बदलना', price: '₹1,499–₹1,999', time: '1–2 दिन', note: null, book: book('बैटरी & "fast"') },
  { issue: '<script>alert(1)</script>', price: 'Ask for price', time: '', note: '', book: book('<x>') },
  { issue: `Back "glass" & 'frame'`, price: '₹0', time: '<!-- -->', note: 'a<!-- -->b', book: book('&amp;') },
  { issue: '\u{E000}issue\u{E001}', price: '\u{E000}href\u{E001}', time: '2 h', note: '\u{E000}note', book: book('q') },
  {
    issue: 'Speaker',
    price: '₹799',
    time: '30 min',
    note: 'Tested with a call',
    book: { label: '', href: 'https://x.test/a?b="c"&d=<e>' },
  },
];

/** React's own markup of `rows` in `<RepairRows>`'s list. */
const react = (rows: RepairRow[], level: 2 | 3 | 4) => renderToString(<RepairRows rows={rows} level={level} />);
/** The same list with its rows from templates. */
const templated = (rows: RepairRow[], level: 2 | 3 | 4) =>
  renderToString(<RepairRows rows={rows} level={level} markup={repairRowsMarkup} />);

describe("a model page's repair rows", () => {
  it("are React's markup, on the first page of a shape and from its template after", () => {
    for (const level of [2, 4] as const) {
      for (let page = 0; page < 3; page += 1) {
        const rows = awkward.map((row, i) => (i % 3 === page ? { ...row, issue: `${row.issue} ${page}` } : row));
        expect(templated(rows, level)).toBe(react(rows, level));
      }
    }
    // The rows above were made from templates, not by React each time.
    expect(templatedShapes().sort()).toEqual(['h2', 'h2 note', 'h4', 'h4 note']);
  });

  it('show every value once, escaped, where React puts it', () => {
    const [row] = awkward.slice(3, 4) as [RepairRow];
    const html = templated([row], 2);
    expect(html).toContain('<h2>Back &quot;glass&quot; &amp; &#x27;frame&#x27;</h2>');
    expect(html).toContain('<strong class="price">₹0</strong>');
    expect(html).toContain('&lt;!-- --&gt;</span>');
    expect(html).toContain('<p class="note">a&lt;!-- --&gt;b</p>');
    expect(html).toContain(`href="${row.book.href.replaceAll('&', '&amp;')}" target="_blank" rel="noopener"`);
  });

  it('leave to React a link that does not start with https://, on any page', () => {
    // Each shape of level 3 made from its template first.
    const first = awkward.slice(0, 2);
    expect(templated(first, 3)).toBe(react(first, 3));
    expect(templatedShapes()).toEqual(expect.arrayContaining(['h3', 'h3 note']));
    const odd = (href: string, note: string | null): RepairRow => ({
      issue: href,
      price: '₹1',
      time: '1 h',
      note,
      book: { label: 'x', href },
    });
    for (const href of ['tel:+919876543210', 'javascript:alert(1)', 'http://wa.me/1', 'HTTPS://wa.me/1', '']) {
      for (const note of [null, 'x']) {
        const rows = [awkward[0] as RepairRow, odd(href, note)];
        expect(templated(rows, 3)).toBe(react(rows, 3));
      }
    }
    expect(templated([odd('javascript:alert(1)', null)], 3)).not.toContain('href="javascript:alert');
  });
});

describe('escapeTexts', () => {
  it('escapes each text as React does, empty ones included', () => {
    const texts = ['', 'a', '', '<!-- -->', `"'&<>`, 'हिन्दी ₹', '', '\u{E000}', 'a&b', "it's"];
    expect(escapeTexts(texts)).toEqual(texts.map((text) => (text === '' ? '' : renderToString(text))));
    expect(escapeTexts([])).toEqual([]);
    expect(escapeTexts(['', ''])).toEqual(['', '']);
  });

  it('asks React only for the characters React escapes', () => {
    // Every other character of the Basic Multilingual Plane is left as it is.
    const others = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
      .filter((c) => !ESCAPED.test(c))
      .join('');
    expect(others).toHaveLength(0x10000 - 5);
    expect(renderToString(others)).toBe(others);
    for (const c of `"'&<>`) expect(renderToString(c)).not.toBe(c);
  });
});

describe('the markup of items kept for the next page', () => {
  const stats = [
    { value: '90d', label: 'Guarantee' },
    { value: '30m', label: `Checkup "free" & <fast>` },
  ];
  const steps = [
    { title: 'जाँच', text: 'We check the phone & tell you the price.' },
    { title: 'Repair', text: "It's done while you wait." },
  ];

  it("is React's markup of the same items, page after page", () => {
    for (let page = 0; page < 3; page += 1) {
      expect(renderToString(<StatList stats={stats} markup={keptItems} />)).toBe(
        renderToString(<StatList stats={stats} />),
      );
      expect(renderToString(<ProcessSteps steps={steps} markup={keptItems} />)).toBe(
        renderToString(<ProcessSteps steps={steps} />),
      );
    }
  });

  it('changes with the items, never kept from other ones', () => {
    const kept = renderToString(<StatList stats={stats} markup={keptItems} />);
    const changed = [{ ...stats[0], value: '60d' }, stats[1]] as typeof stats;
    const html = renderToString(<StatList stats={changed} markup={keptItems} />);
    expect(html).toBe(renderToString(<StatList stats={changed} />));
    expect(html).toContain('<strong>60d</strong>');
    expect(html).not.toBe(kept);
    // The steps' markup is their own, not the stats' with the same items.
    expect(renderToString(<ProcessSteps steps={steps} markup={keptItems} />)).toContain('<h3>जाँच</h3>');
  });
});
