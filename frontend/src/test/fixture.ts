// View data shaped like what the CLI writes for the shipped content, with the
// site under the sub-path /shop/. Tests assert these exact texts and hrefs.
import type {
  CourseView,
  Page,
  PageData,
  ProductView,
  Route,
  Shell,
  VideoView,
} from '../generated/view';

/**
 * A WhatsApp chat link as the CLI builds it (the frontend never does): every
 * character but RFC 3986's unreserved ones is percent-encoded.
 */
function wa(text: string): string {
  const encoded = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `https://wa.me/919876543210?text=${encoded}`;
}

export const shell: Shell = {
  name: 'Sharma Mobile Care',
  tagline: 'Repair • Training • Parts',
  home_href: '/shop/',
  nav: [
    { route: 'home', label: 'Home', href: '/shop/' },
    { route: 'training', label: 'Training', href: '/shop/training/' },
    { route: 'products', label: 'Products', href: '/shop/products/' },
    { route: 'videos', label: 'Videos', href: '/shop/videos/' },
    { route: 'about', label: 'About', href: '/shop/about/' },
  ],
  call: { label: 'Call', href: 'tel:+919876543210' },
  whatsapp: { label: 'WhatsApp', href: 'https://wa.me/919876543210?text=Phone%20repair%20help' },
  directions: {
    label: 'Directions',
    href: 'https://www.google.com/maps/dir/?api=1&destination=28.6519%2C77.1909',
  },
  phone: '+91 98765 43210',
  address: 'Shop 14, Beadon Pura, Gaffar Market, Karol Bagh, New Delhi 110005',
  hours: ['Mon–Sat 10:30 AM – 8:30 PM', 'Sun 11:00 AM – 5:00 PM'],
  skip_link: 'Skip to content',
  error: {
    heading: 'Unexpected Application Error!',
    text: 'Sorry, this page could not be shown. Call or message us with the buttons below.',
    back: { label: 'Back to Home', href: '/shop/' },
  },
};

function course(
  id: string,
  name: string,
  weeks: number,
  days: string,
  time: string,
  summary: string,
  focus: string[],
  feesLabel: string,
): CourseView {
  return {
    id,
    name,
    duration: `${weeks} weeks`,
    days,
    time,
    summary,
    focus,
    enrol: { label: 'Enrol', href: wa(`Join ${name}`) },
    fees: { label: feesLabel, href: wa(`Fees and timings for ${name}`) },
  };
}

function courses(feesLabel: string): CourseView[] {
  return [
    course('beginner', 'Beginner', 4, 'Mon–Fri', '10:30 AM – 1:30 PM',
      'Phone kholna aur tools chalana — शुरुआत से, step by step.', ['Basics', 'Tools', 'Safe opening'], feesLabel),
    course('advanced', 'Advanced', 6, 'Mon–Fri', '2:00 PM – 5:00 PM',
      'Motherboard की fault finding, multimeter se testing aur clean soldering.', ['Board fix', 'Solder', 'Common faults'], feesLabel),
    course('chip-level', 'Chip-Level', 8, 'Mon–Sat', '10:30 AM – 2:30 PM',
      'IC reballing, BGA rework aur data recovery — माइक्रोस्कोप के नीचे fine soldering.', ['IC work', 'Data save', 'Fine solder'], feesLabel),
  ];
}

function video(id: string, title: string, date: string | null, thumb?: string): VideoView {
  return {
    id,
    title,
    date,
    href: `https://www.youtube.com/watch?v=${id}`,
    thumb: thumb ?? `https://i.ytimg.com/vi/${id}/mqdefault.jpg`,
  };
}

function product(
  p: Pick<ProductView, 'id' | 'title' | 'group' | 'sub' | 'item' | 'price' | 'in_stock' | 'image' | 'initials' | 'badge' | 'highlights'>,
): ProductView {
  return {
    ...p,
    stock: p.in_stock ? 'In stock' : 'Out of stock',
    search: [p.title, p.group, ...p.highlights].join(' ').toLowerCase(),
    enquire: { label: 'Enquire', href: wa(`Product Enquiry: ${p.title}`) },
    ask_price: { label: 'Ask price', href: wa(`Need price for: ${p.title}`) },
  };
}

export const pages: { [R in Route]: Extract<Page, { route: R }> } = {
  home: {
    route: 'home',
    hero: {
      badge: 'Same-day phone checkup',
      heading: 'Mobile Repair • Simple Training',
      text: 'Screen, battery, charging and chip-level repairs for every brand, plus hands-on courses for new technicians.',
    },
    repair_list: { label: 'Repair list', href: '/shop/repairs/' },
    whatsapp: { label: 'WhatsApp', href: 'https://wa.me/919876543210?text=Phone%20repair%20help' },
    stats: [
      { value: '30m', label: 'Checkup' },
      { value: '90d', label: 'Guarantee' },
      { value: '10k+', label: 'Phones fixed' },
    ],
    courses: {
      section: { heading: 'Training courses', text: 'Small batches, real phones, classes in Hindi and English.' },
      items: courses('Fees & time'),
    },
    latest_videos: {
      section: { heading: 'Latest videos', text: 'Free repair tips from our workbench, in simple Hindi.' },
      items: [
        video('Hq8ZtV3nP1c', 'Dead phone, no power — motherboard fault finding (Hindi)', '10 Nov 2026'),
        video('Gn2yT5vKq8R', 'Phone paani me gir gaya? First 24 hours me kya karein', '2 Nov 2026',
          'https://i.ytimg.com/vi/Gn2yT5vKq8R/hqdefault.jpg'),
        video('kR7vQ2mXb4E', 'iPhone 13 screen replacement — step by step (Hindi)', '28 Oct 2026',
          'https://i.ytimg.com/vi/kR7vQ2mXb4E/hqdefault.jpg'),
      ],
    },
    all_videos: { label: 'All videos', href: '/shop/videos/' },
    cta: { heading: 'Phone problem? Talk now', text: 'Free 30-minute checkup' },
    call: { label: 'Call now', href: 'tel:+919876543210' },
  },
  training: {
    route: 'training',
    hero: {
      badge: 'New batch every month',
      heading: 'Mobile Repair Training',
      text: 'Mobile repair सीखें — basics से chip-level तक। असली phones पर hands-on practice.',
    },
    courses: {
      section: { heading: 'Courses & batches', text: 'Apne level ka course chunein — हर course में daily practice शामिल है।' },
      items: courses('Fees & Batch'),
    },
    values: {
      section: { heading: 'Why learn with us', text: null },
      items: [
        { title: 'Hands-on', text: 'हर student को अपनी bench, tools और practice phones।' },
        { title: 'Simple notes', text: 'Easy Hindi-English notes aur diagrams.' },
        { title: 'Job help', text: 'Course के बाद shops में placement help।' },
      ],
    },
    cta: { heading: 'Next batch starts soon', text: 'Seat book karein ya full syllabus PDF WhatsApp par mangwayein.' },
    book_seat: { label: 'Book seat', href: wa('Book my seat') },
    syllabus: { label: 'Get syllabus', href: wa('Send full syllabus PDF') },
  },
  products: {
    route: 'products',
    hero: {
      heading: 'Parts, Tools & Accessories',
      text: 'Check what is in stock, then message us on WhatsApp to reserve or ask the price.',
    },
    labels: {
      search: 'Search products',
      search_placeholder: 'Search chargers, screens, batteries…',
      in_stock_only: 'In Stock',
      reset: 'Reset',
      category: 'Category',
      type: 'Type',
      model: 'Model',
      all: 'All',
      no_results: 'No products match your filters.',
      results: '{count} products',
      result_one: '{count} product',
      in_stock: 'In stock',
      out_of_stock: 'Out of stock',
      price_on_request: 'Price on request',
      enquire: 'Enquire',
      ask_price: 'Ask price',
    },
    products: [
      product({
        id: 'boat-rockerz-450-headphones',
        title: 'boAt Rockerz 450 Bluetooth Headphones',
        group: 'Accessories', sub: 'Headphones', item: 'Over-ear',
        price: '₹1,499', in_stock: true,
        image: 'https://images.unsplash.com/photo-1505740420928-5e560c06d30e?w=480&q=70',
        initials: 'BR', badge: 'Bestseller',
        highlights: ['Up to 15 hours playback', 'Soft padded ear cushions', '1 year brand warranty'],
      }),
      product({
        id: 'samsung-25w-charger',
        title: 'Samsung 25W Super Fast Charger (Original)',
        group: 'Accessories', sub: 'Chargers', item: 'Type-C',
        price: '₹1,299', in_stock: false,
        image: null, initials: 'SS', badge: null,
        highlights: ['Genuine Samsung adapter', 'Super Fast Charging for Galaxy S and A series'],
      }),
      product({
        id: 'iphone-12-used',
        title: 'Apple iPhone 12 64GB (Checked, Used)',
        group: 'Second-hand', sub: 'Apple', item: 'iPhone 12',
        price: 'Price on request', in_stock: true,
        image: null, initials: 'AI', badge: 'New',
        highlights: [],
      }),
    ],
  },
  videos: {
    route: 'videos',
    hero: { heading: 'Repair Videos & Tutorials', text: 'Real repairs from our shop, explained step by step in simple Hindi.' },
    watch_label: 'Watch',
    playlists: [
      {
        id: 'display-screen-repair',
        name: 'Display & Screen Repair',
        desc: 'Screen, touch and back-glass replacements for iPhone and Android, shown step by step.',
        count: '2 videos',
        videos: [
          video('kR7vQ2mXb4E', 'iPhone 13 screen replacement — step by step (Hindi)', '28 Oct 2026',
            'https://i.ytimg.com/vi/kR7vQ2mXb4E/hqdefault.jpg'),
          video('Tz3LpN8wYcA', 'Samsung A-series OLED display change kaise karein', '12 Sep 2026'),
        ],
      },
      {
        id: 'motherboard-chip-level',
        name: 'Motherboard & Chip Level',
        desc: 'Fault finding on dead boards, short circuits and IC reballing under the microscope.',
        count: '3 videos',
        videos: [
          video('Hq8ZtV3nP1c', 'Dead phone, no power — motherboard fault finding (Hindi)', '10 Nov 2026'),
          video('y2KcR6wLm9s', 'CPU reballing on iPhone 11 — BGA rework explained', '22 Aug 2026'),
          video('P4nGx7aTq0d', 'Short circuit kaise dhoondhein — thermal camera vs rosin', '30 May 2026'),
        ],
      },
      {
        id: 'tools-equipment',
        name: 'Tools & Equipment',
        desc: 'Which tools to buy first, how to set them up and how to use them safely.',
        count: '1 video',
        videos: [video('aV1sE9kYd3M', 'Best soldering station for beginners under ₹3,000', null)],
      },
      {
        id: 'data-recovery-water-damage',
        name: 'Data Recovery & Water Damage',
        desc: "Saving wet phones and getting photos and chats back from phones that won't start.",
        count: '2 videos',
        videos: [
          video('Gn2yT5vKq8R', 'Phone paani me gir gaya? First 24 hours me kya karein', '2 Nov 2026',
            'https://i.ytimg.com/vi/Gn2yT5vKq8R/hqdefault.jpg'),
          video('c7LmS4xWb1F', 'Dead phone se data recovery — photos aur WhatsApp kaise bachayein', '1 Sep 2026'),
        ],
      },
    ],
    cta: { heading: 'Have a question about a video?', text: 'Message us on WhatsApp or subscribe to the channel.' },
    message: { label: 'Message Now', href: 'https://wa.me/919876543210?text=Phone%20repair%20help' },
    channel: { label: 'Visit Channel', href: 'https://www.youtube.com/@sharmamobilecare' },
  },
  about: {
    route: 'about',
    hero: {
      heading: 'About Sharma Mobile Care',
      text: 'A friendly repair counter in Gaffar Market, Karol Bagh.',
    },
    services: {
      section: { heading: 'What We Repair' },
      items: [
        { icon: 'display', title: 'Display & touch', text: 'Cracked glass, lines on screen, black display or touch not working.' },
        { icon: 'battery', title: 'Battery', text: 'Fast drain, swelling or sudden shutdowns, fixed with a new battery.' },
        { icon: 'charging', title: 'Charging port', text: 'Loose cable, slow charging or not charging at all.' },
        { icon: 'audio', title: 'Mic, speaker & ringer', text: "Low call volume, caller can't hear you, or no ringtone." },
        { icon: 'camera', title: 'Camera & sensors', text: 'Blurry or black camera, shaking lens, proximity and face unlock faults.' },
        { icon: 'water', title: 'Water damage', text: 'Dropped in water? Switch it off and bring it in fast.' },
      ],
    },
    cta: { heading: 'Book Your Repair Today', text: 'Walk in for a free 30-minute checkup, or message us to book a time.' },
    view_parts: { label: 'View Parts', href: '/shop/products/' },
  },
  repairs: {
    route: 'repairs',
    hero: { heading: 'What we repair', text: 'Every major brand, from a loose charging port to a dead motherboard.' },
    diagnosis: { label: 'Book free diagnosis', href: wa('Book free diagnosis') },
    share: { label: 'Share your issue', href: wa('Phone repair help') },
    stats: [
      { value: '30m', label: 'Assessment' },
      { value: 'Up to 90 days', label: 'Warranty' },
      { value: '1–3 days', label: 'Turnaround' },
    ],
    brands: {
      section: { heading: 'Brands we repair' },
      items: ['Apple', 'Samsung', 'Xiaomi', 'OnePlus', 'Vivo', 'Oppo', 'Realme', 'Motorola', 'Nothing'],
    },
    issues: {
      section: { heading: 'Common issues', text: 'Not on the list? Message us — we have likely fixed it before.' },
      items: ['Screen', 'Battery', 'Charging', 'Speaker/Mic', 'Camera', 'Water Damage', 'Boot Loop', 'No Power', 'Data Recovery'],
    },
    process: {
      section: { heading: 'How a repair works' },
      items: [
        { title: 'Free diagnosis', text: 'We check your phone in front of you in about 30 minutes.' },
        { title: 'Clear quote', text: 'You get the price and time before we start.' },
        { title: 'Repair with genuine-grade parts', text: 'A trained technician repairs the phone.' },
        { title: 'Test & handover with warranty', text: 'We test calls, charging, camera and touch with you.' },
      ],
    },
    pricing: {
      section: { heading: 'Repair pricing', text: 'Final price is confirmed after the free diagnosis.' },
      items: [
        { title: 'Quick fixes', range: '₹499–₹1,499', examples: ['Charging port cleaning or replacement'] },
        { title: 'Standard repairs', range: '₹1,500–₹5,999', examples: ['Screen replacement (most Android phones)'] },
        { title: 'Chip-level', range: '₹6,000+', examples: ['Dead phone, no power', 'IC and CPU reballing'] },
      ],
    },
    faqs: {
      section: { heading: 'Frequently asked questions' },
      items: [
        { q: 'Will my photos and data be safe?', a: 'Yes. Most repairs do not touch your data.' },
        { q: 'What warranty do I get?', a: 'Up to 90 days on the part and the work, depending on the repair.' },
        { q: 'How long does a repair take?', a: 'Most screen, battery and charging repairs are done the same day.' },
        { q: 'Do you use original parts?', a: 'We offer original and genuine-grade parts.' },
      ],
    },
    cta: { heading: 'Get a quote in minutes', text: 'Send your phone model and the problem on WhatsApp.' },
    pickup: { label: 'Arrange pickup', href: wa('Share location for pickup') },
  },
  'not-found': {
    route: 'not-found',
    hero: {
      badge: '404',
      heading: 'Page not found',
      text: 'Sorry, this page does not exist or has moved. Your phone is fine — only the link is broken!',
    },
    home: { label: 'Back to Home', href: '/shop/' },
  },
};

/**
 * A larger catalogue for the filter tests, in the order the page lists it:
 * the three products above, then more, so each level has several values and
 * the first-appearance order is not the alphabetical one (Accessories,
 * Second-hand, Tools, Spares; Headphones, Chargers, Cables).
 */
export const catalogue: ProductView[] = [
  ...pages.products.products,
  product({
    id: 'quick-936a-soldering-station',
    title: 'Quick 936A Soldering Station 60W',
    group: 'Tools', sub: 'Soldering', item: 'Quick',
    price: '₹2,850', in_stock: true,
    image: null, initials: 'QS', badge: 'Pro pick',
    highlights: ['Temperature 200–480 °C with digital display', 'ESD-safe for mobile boards', 'Heats up in about 30 seconds'],
  }),
  product({
    id: 'redmi-note-13-5g-amoled-display',
    title: 'Redmi Note 13 5G AMOLED Display with Frame',
    group: 'Spares', sub: 'Screens', item: 'Redmi Note 13',
    price: '₹3,299', in_stock: false,
    image: null, initials: 'RN', badge: null,
    highlights: ['Original-quality AMOLED', 'Fitting available in 1 hour'],
  }),
  product({
    id: 'iphone-12-battery',
    title: 'iPhone 12 Battery (High Capacity 3000 mAh)',
    group: 'Spares', sub: 'Batteries', item: 'iPhone 12',
    price: '₹1,899', in_stock: true,
    image: null, initials: 'IB', badge: null,
    highlights: ['Zero-cycle new cells', '6 months warranty with fitting', 'Free fitting at the shop'],
  }),
  product({
    id: 'galaxy-a52-display',
    title: 'Samsung Galaxy A52 Super AMOLED Display',
    group: 'Spares', sub: 'Screens', item: 'Galaxy A52',
    price: '₹4,499', in_stock: true,
    image: 'https://images.unsplash.com/photo-1598327105666-5b89351aff97?w=480&q=70',
    initials: 'SG', badge: null,
    highlights: ['With fingerprint support', 'Tested before fitting'],
  }),
  product({
    id: 'usb-c-to-lightning-cable-1m',
    title: 'Braided USB-C to Lightning Cable 1m',
    group: 'Accessories', sub: 'Cables', item: 'Lightning',
    price: '₹449', in_stock: true,
    image: null, initials: 'BU', badge: null,
    highlights: ['20W fast charging for iPhone', 'Nylon braided, tangle-free'],
  }),
];

/** The products page's view data with `products` (the larger catalogue by default). */
export function productsData(products: ProductView[] = catalogue): PageData {
  return { shell, page: { ...pages.products, products } };
}

export const routes = Object.keys(pages) as Route[];

/** The full view data of one route. */
export function pageData(route: Route): PageData {
  return { shell, page: pages[route] };
}
