// Every element of Home, Training, Repairs, About and the 404 page, rendered
// from the fixture shop's view data. The expected texts are the reference shop
// written out, so a wrong text, link or order fails. What needs a real browser
// (a <details> opening on click, pages without JavaScript, layout) stays in
// e2e/pages.e2e.ts; the shell of every page is in app.test.tsx.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../app';
import type { Route } from '../generated/view';
import { messageToShop, opens, pageData, texts, videoTile, whatsapp } from '../test/shop';

function show(route: Route): void {
  render(<App data={pageData(route)} />);
}

/** The top block of the page: the section holding the one h1. */
function hero(): HTMLElement {
  const top = screen.getByRole('heading', { level: 1 }).closest('section');
  if (!top) throw new Error('the h1 is not in a section');
  return top;
}

function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function link(scope: HTMLElement, name: string): HTMLElement {
  return within(scope).getByRole('link', { name });
}

/** The row of big numbers beside the hero (the page's first list), as [value, label] pairs. */
function stats(): string[][] {
  // The numbers beside the hero: the first list of main in no section (the
  // repair finder, a section, may come before them).
  const list = within(screen.getByRole('main'))
    .getAllByRole('list')
    .find((l) => !l.closest('section'));
  if (!list) throw new Error('no list on the page');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => texts(item));
}

/** A link that stays on the site: exact href, same tab. */
function inSite(href: string) {
  return { href, target: null, rel: null };
}

/** The texts of each article (card) in a region. */
function cards(regionName: string): string[][] {
  return within(region(regionName))
    .getAllByRole('article')
    .map((card) => texts(card));
}

const COURSES = [
  {
    name: 'Beginner',
    weeks: '4 weeks',
    days: 'Mon–Fri',
    time: '10:30 AM – 1:30 PM',
    summary:
      'Phone kholna aur tools chalana — शुरुआत से, step by step. Pehle din se हाथ में असली phone, कोई पुराना अनुभव ज़रूरी नहीं।',
    focus: ['Basics', 'Tools', 'Safe opening'],
  },
  {
    name: 'Advanced',
    weeks: '6 weeks',
    days: 'Mon–Fri',
    time: '2:00 PM – 5:00 PM',
    summary:
      'Motherboard की fault finding, multimeter se testing aur clean soldering — रोज़ आने वाले dead, no-charging aur network faults पर practice.',
    focus: ['Board fix', 'Solder', 'Common faults'],
  },
  {
    name: 'Chip-Level',
    weeks: '8 weeks',
    days: 'Mon–Sat',
    time: '10:30 AM – 2:30 PM',
    summary:
      'IC reballing, BGA rework aur data recovery — माइक्रोस्कोप के नीचे fine soldering सीखें, अपनी खुद की repair shop चलाने लायक skill.',
    focus: ['IC work', 'Data save', 'Fine solder'],
  },
];

/** Each course card's Enrol and fees links, as `whatsapp()` reads them. */
function courseLinks(regionName: string) {
  return within(region(regionName))
    .getAllByRole('article')
    .map((card) => within(card).getAllByRole('link').map(whatsapp));
}

const COURSE_MESSAGES = COURSES.map(({ name }) => [
  messageToShop(`Join ${name}`),
  messageToShop(`Fees and timings for ${name}`),
]);

describe('Home', () => {
  // The newest 3 across all playlists of the fixture's videos.yaml, newest first.
  const LATEST = [
    {
      id: 'Hq8ZtV3nP1c',
      title: 'Dead phone, no power — motherboard fault finding (Hindi)',
      date: '10 Nov 2026',
      thumb: 'https://i.ytimg.com/vi/Hq8ZtV3nP1c/mqdefault.jpg',
    },
    {
      id: 'Gn2yT5vKq8R',
      title: 'Phone paani me gir gaya? First 24 hours me kya karein',
      date: '2 Nov 2026',
      thumb: 'https://i.ytimg.com/vi/Gn2yT5vKq8R/hqdefault.jpg',
    },
    {
      id: 'kR7vQ2mXb4E',
      title: 'iPhone 13 screen replacement — step by step (Hindi)',
      date: '28 Oct 2026',
      thumb: 'https://i.ytimg.com/vi/kR7vQ2mXb4E/hqdefault.jpg',
    },
  ];

  it('opens with the badge, the heading, the lead, Repair list, WhatsApp and the model search', () => {
    show('home');
    expect(texts(hero())).toEqual([
      'Same-day phone checkup',
      'Mobile Repair • Simple Training',
      'Screen, battery, charging and chip-level repairs for every brand, plus hands-on courses for new technicians. Walk in or message us on WhatsApp.',
      'Repair list',
      'WhatsApp',
      "Your phone's model",
      'Find price',
    ]);
    // A plain form: what is typed goes to /repairs/?q=…, with no script.
    const box = within(hero()).getByRole('searchbox', { name: "Your phone's model" });
    expect(box.getAttribute('name')).toBe('q');
    expect(box.getAttribute('placeholder')).toBe('e.g. iPhone 13');
    const form = box.closest('form')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/shop/repairs/', 'get']);
    expect(opens(link(hero(), 'Repair list'))).toEqual(inSite('/shop/repairs/'));
    expect(whatsapp(link(hero(), 'WhatsApp'))).toEqual(messageToShop('Phone repair help'));
  });

  it('shows the three stats', () => {
    show('home');
    expect(stats()).toEqual([
      ['30m', 'Checkup'],
      ['90d', 'Guarantee'],
      ['10k+', 'Phones fixed'],
    ]);
  });

  it('shows each course with its weeks, days and focus, and its Enrol and Fees & time messages', () => {
    show('home');
    expect(texts(region('Training courses'))).toEqual([
      'Training courses',
      'Small batches, real phones, classes in Hindi and English.',
      // The short card: no time and no summary.
      ...COURSES.flatMap((c) => [c.name, c.weeks, c.days, ...c.focus, 'Enrol', 'Fees & time']),
    ]);
    expect(
      within(region('Training courses'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Beginner', 'Advanced', 'Chip-Level']);
    expect(courseLinks('Training courses')).toEqual(COURSE_MESSAGES);
  });

  it('shows the latest videos, each opening its watch page in a new tab with a lazy 320×180 thumbnail, then All videos', () => {
    show('home');
    const videos = region('Latest videos');
    expect(texts(videos).slice(0, 2)).toEqual([
      'Latest videos',
      'Free repair tips from our workbench, in simple Hindi.',
    ]);
    const links = within(videos).getAllByRole('link');
    expect(links.slice(0, -1).map(videoTile)).toEqual(
      LATEST.map((v) => ({
        texts: [v.title, v.date],
        href: `https://www.youtube.com/watch?v=${v.id}`,
        target: '_blank',
        rel: 'noopener',
        thumb: { src: v.thumb, alt: '', loading: 'lazy', width: '320', height: '180' },
      })),
    );
    expect(links.at(-1)?.textContent).toBe('All videos');
    expect(opens(link(videos, 'All videos'))).toEqual(inSite('/shop/videos/'));
  });

  it('shows placeholder tiles when there are no videos', () => {
    const data = pageData('home');
    if (data.page.route !== 'home') throw new Error('fixture');
    data.page = { ...data.page, latest_videos: { ...data.page.latest_videos, items: [] } };
    render(<App data={data} />);
    const section = region('Latest videos');
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All videos']);
    // Three grey tiles, hidden from screen readers, keep the section's shape.
    expect(section.querySelectorAll('img')).toHaveLength(0);
    expect(section.querySelectorAll('.video-card.placeholder[aria-hidden="true"]')).toHaveLength(3);
  });

  it('ends with the call block: Call now, in place', () => {
    show('home');
    const cta = region('Phone problem? Talk now');
    expect(texts(cta)).toEqual(['Phone problem? Talk now', 'Free 30-minute checkup', 'Call now']);
    expect(opens(link(cta, 'Call now'))).toEqual(inSite('tel:+919876543210'));
  });
});

describe('Training', () => {
  it('opens with the badge, the heading, the lead and Book seat', () => {
    show('training');
    expect(texts(hero())).toEqual([
      'New batch every month',
      'Mobile Repair Training',
      'Mobile repair सीखें — basics से chip-level तक। असली phones पर hands-on practice, छोटे batches और simple Hindi-English classes.',
      'Book seat',
    ]);
    expect(whatsapp(link(hero(), 'Book seat'))).toEqual(messageToShop('Book my seat'));
  });

  it('shows each course with its weeks, days, time, summary and focus, and its Enrol and Fees & Batch messages', () => {
    show('training');
    expect(texts(region('Courses & batches'))).toEqual([
      'Courses & batches',
      'Apne level ka course chunein — हर course में daily practice शामिल है।',
      ...COURSES.flatMap((c) => [c.name, c.weeks, c.days, c.time, c.summary, ...c.focus, 'Enrol', 'Fees & Batch']),
    ]);
    expect(courseLinks('Courses & batches')).toEqual(COURSE_MESSAGES);
  });

  it('shows the three value cards', () => {
    show('training');
    expect(cards('Why learn with us')).toEqual([
      ['Hands-on', 'हर student को अपनी bench, tools और practice phones — theory कम, काम ज़्यादा।'],
      ['Simple notes', 'Easy Hindi-English notes aur diagrams, jo course ke baad bhi kaam aayein.'],
      ['Job help', 'Course के बाद shops में placement help और अपनी दुकान शुरू करने की guidance।'],
    ]);
  });

  it('ends with Book seat and Get syllabus', () => {
    show('training');
    const cta = region('Next batch starts soon');
    expect(texts(cta)).toEqual([
      'Next batch starts soon',
      'Seat book karein ya full syllabus PDF WhatsApp par mangwayein.',
      'Book seat',
      'Get syllabus',
    ]);
    expect(within(cta).getAllByRole('link').map(whatsapp)).toEqual([
      messageToShop('Book my seat'),
      messageToShop('Send full syllabus PDF'),
    ]);
  });
});

describe('Repairs', () => {
  const FAQS = [
    [
      'Will my photos and data be safe?',
      'Yes. Most repairs do not touch your data, and we only ask for the screen lock when a test really needs it. You can also sit with us while we work. If the phone still turns on, take a backup before you come.',
    ],
    [
      'What warranty do I get?',
      'Up to 90 days on the part and the work, depending on the repair. The warranty is written on your bill. New physical or water damage after the repair is not covered.',
    ],
    [
      'How long does a repair take?',
      'Most screen, battery and charging repairs are done the same day, often within an hour. Chip-level and water-damage jobs take 1–3 days.',
    ],
    [
      'Do you use original parts?',
      'We offer original and genuine-grade parts and tell you the price of each before we start, so you choose. The part type is written on your bill.',
    ],
  ] as const;

  it('opens with the heading, the lead, Book free diagnosis and Share your issue', () => {
    show('repairs');
    expect(texts(hero())).toEqual([
      'What we repair',
      'Every major brand, from a loose charging port to a dead motherboard.',
      'Book free diagnosis',
      'Share your issue',
    ]);
    expect(within(hero()).getAllByRole('link').map(whatsapp)).toEqual([
      messageToShop('Book free diagnosis'),
      messageToShop('Phone repair help'),
    ]);
  });

  it('shows the three stats', () => {
    show('repairs');
    expect(stats()).toEqual([
      ['30m', 'Assessment'],
      ['Up to 90 days', 'Warranty'],
      ['1–3 days', 'Turnaround'],
    ]);
  });

  it('lists the brands and the common issues in order', () => {
    show('repairs');
    const items = (name: string) =>
      within(region(name))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('Brands we repair')).toEqual([
      'Apple',
      'Samsung',
      'Xiaomi',
      'OnePlus',
      'Vivo',
      'Oppo',
      'Realme',
      'Motorola',
      'Nothing',
    ]);
    expect(items('Common issues')).toEqual([
      'Screen',
      'Battery',
      'Charging',
      'Speaker/Mic',
      'Camera',
      'Water Damage',
      'Boot Loop',
      'No Power',
      'Data Recovery',
    ]);
    expect(
      within(region('Common issues'))
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Not on the list? Message us — we have likely fixed it before.']);
  });

  it('shows the four steps of a repair, in order', () => {
    show('repairs');
    const steps = within(region('How a repair works')).getAllByRole('listitem');
    expect(steps.map((step) => texts(step))).toEqual([
      ['Free diagnosis', 'We check your phone in front of you in about 30 minutes and find the real fault.'],
      ['Clear quote', 'You get the price and time before we start. No work without your OK, no hidden charges.'],
      [
        'Repair with genuine-grade parts',
        'A trained technician repairs the phone with original or genuine-grade parts.',
      ],
      [
        'Test & handover with warranty',
        'We test calls, charging, camera and touch with you, then hand over the phone with a warranty on the bill.',
      ],
    ]);
  });

  it('shows the three price tiers with their ranges and examples', () => {
    show('repairs');
    expect(texts(region('Repair pricing')).slice(0, 2)).toEqual([
      'Repair pricing',
      'Final price is confirmed after the free diagnosis, before any work starts.',
    ]);
    expect(cards('Repair pricing')).toEqual([
      [
        'Quick fixes',
        '₹499–₹1,499',
        'Charging port cleaning or replacement',
        'Speaker and mic mesh cleaning',
        'Software update and hang fix',
      ],
      [
        'Standard repairs',
        '₹1,500–₹5,999',
        'Screen replacement (most Android phones)',
        'iPhone battery replacement',
        'Back glass or camera replacement',
      ],
      [
        'Chip-level',
        '₹6,000+',
        'Dead phone, no power',
        'IC and CPU reballing',
        'Water-damaged motherboard repair',
        'Data recovery from a dead phone',
      ],
    ]);
  });

  it('shows each question with its answer in the page, every one closed at first', () => {
    show('repairs');
    const faqs = region('Frequently asked questions');
    expect(texts(faqs)).toEqual(['Frequently asked questions', ...FAQS.flat()]);
    for (const [q, a] of FAQS) {
      const question = within(faqs).getByText(q);
      expect(question.tagName, q).toBe('SUMMARY');
      const details = question.closest('details');
      expect(details?.open, q).toBe(false);
      expect(texts(details as HTMLElement), q).toEqual([q, a]);
    }
  });

  it('ends with Arrange pickup', () => {
    show('repairs');
    const cta = region('Get a quote in minutes');
    expect(texts(cta)).toEqual([
      'Get a quote in minutes',
      "Send your phone model and the problem on WhatsApp. Can't come to the shop? We can arrange pickup.",
      'Arrange pickup',
    ]);
    expect(whatsapp(link(cta, 'Arrange pickup'))).toEqual(messageToShop('Share location for pickup'));
  });
});

describe('About', () => {
  it('opens with the heading and the lead', () => {
    show('about');
    expect(texts(hero())).toEqual([
      'About Sharma Mobile Care',
      'A friendly repair counter in Gaffar Market, Karol Bagh. We repair phones of every brand, train new technicians and stock the parts we trust.',
    ]);
  });

  it('shows the six service cards, each with its own icon', () => {
    show('about');
    expect(cards('What We Repair')).toEqual([
      ['Display & touch', 'Cracked glass, lines on screen, black display or touch not working.'],
      ['Battery', 'Fast drain, swelling or sudden shutdowns, fixed with a new battery.'],
      ['Charging port', 'Loose cable, slow charging or not charging at all.'],
      ['Mic, speaker & ringer', "Low call volume, caller can't hear you, or no ringtone."],
      ['Camera & sensors', 'Blurry or black camera, shaking lens, proximity and face unlock faults.'],
      ['Water damage', 'Dropped in water? Switch it off and bring it in fast for cleaning and repair.'],
    ]);
    // The icons are decorative (aria-hidden), so there is no role to find them by.
    const icons = within(region('What We Repair'))
      .getAllByRole('article')
      .map((card) => [...card.querySelectorAll('svg')]);
    expect(icons.map((svgs) => svgs.length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(icons.map(([svg]) => svg?.getAttribute('aria-hidden'))).toEqual(Array(6).fill('true'));
    expect(new Set(icons.map(([svg]) => svg?.innerHTML)).size).toBe(6);
  });

  it('ends with View Parts, to the products page', () => {
    show('about');
    const cta = region('Book Your Repair Today');
    expect(texts(cta)).toEqual([
      'Book Your Repair Today',
      'Walk in for a free 30-minute checkup, or message us to book a time.',
      'View Parts',
    ]);
    expect(opens(link(cta, 'View Parts'))).toEqual(inSite('/shop/products/'));
  });
});

describe('Not found', () => {
  it('says the page is not found and links home', () => {
    show('not-found');
    expect(texts(hero())).toEqual([
      '404',
      'Page not found',
      'Sorry, this page does not exist or has moved. Your phone is fine — only the link is broken!',
      'Back to Home',
      'Repair prices',
    ]);
    expect(opens(link(screen.getByRole('main'), 'Back to Home'))).toEqual(inSite('/shop/'));
    expect(opens(link(screen.getByRole('main'), 'Repair prices'))).toEqual(inSite('/shop/repairs/'));
  });
});
