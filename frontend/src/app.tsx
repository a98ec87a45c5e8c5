// The whole page, rendered on the server only: the shell that every route
// shares, and the route's own content picked from `data.page.route`. It is
// static HTML in the browser, except for the islands a page renders (see
// islands/define.ts), which hydrate on their own.
import type { Page, PageData } from './generated/view';
import { ContactBar } from './components/contact-bar';
import { Fold } from './components/fold';
import { RelatedProducts } from './components/related-products';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { SkipLink } from './components/skip-link';
import { navRouteOf } from './lib/nav';
import { AboutPage } from './pages/about';
import { HomePage } from './pages/home';
import { NotFoundPage } from './pages/not-found';
import { ProductPage } from './pages/product';
import { ProductsPage } from './pages/products';
import { RepairBrandPage } from './pages/repair-brand';
import { RepairModelPage } from './pages/repair-model';
import { RepairsPage } from './pages/repairs';
import { TrainingPage } from './pages/training';
import { VideosPage } from './pages/videos';
import { PageDataContext } from './islands/page-data';

/**
 * Which part of the page to render: all of it; the shell alone, with `mark`
 * where the page's own content goes; or that content alone, in its `<main>`,
 * the shell's parts rendering nothing in their places, so that everything
 * keeps the place (and the `useId`s) it has in the whole page
 * (entry-server.tsx puts the two together).
 */
export type Part = { of: 'whole' } | { of: 'shell'; mark: string } | { of: 'main' };

export function App({ data, part = { of: 'whole' } }: { data: PageData; part?: Part }) {
  const { shell, page } = data;
  const withShell = part.of !== 'main';
  return (
    <PageDataContext value={data}>
      {withShell && <SkipLink label={shell.skip_link} />}
      {withShell && <SiteHeader shell={shell} current={navRouteOf(page.route)} />}
      {/* Before the content, so that it is above the fold (components/fold.tsx):
          the bar is drawn at the bottom of the screen from the first paint. */}
      {withShell && <ContactBar shell={shell} />}
      <main id="main" className="container" tabIndex={-1}>
        {part.of === 'shell' ? (
          part.mark
        ) : (
          <>
            <RoutePage page={page} />
            <Fold />
            <BelowFold page={page} />
          </>
        )}
      </main>
      {withShell && <SiteFooter shell={shell} />}
    </PageDataContext>
  );
}

function RoutePage({ page }: { page: Page }) {
  switch (page.route) {
    case 'home':
      return <HomePage page={page} />;
    case 'training':
      return <TrainingPage page={page} />;
    case 'products':
      return <ProductsPage page={page} />;
    case 'videos':
      return <VideosPage page={page} />;
    case 'about':
      return <AboutPage page={page} />;
    case 'repairs':
      return <RepairsPage page={page} />;
    case 'not-found':
      return <NotFoundPage page={page} />;
    case 'product':
      return <ProductPage page={page} />;
    case 'repair-brand':
      return <RepairBrandPage page={page} />;
    case 'repair-model':
      return <RepairModelPage page={page} />;
    default:
      return unknownRoute(page);
  }
}

/**
 * What a page shows below its fold, after the site's stylesheet: never on
 * the first screen, so its rules are not inlined (route-css.ts lists these
 * components in BELOW_FOLD). The footer follows it on every page.
 */
function BelowFold({ page }: { page: Page }) {
  return page.route === 'product' ? <RelatedProducts related={page.related} /> : null;
}

/** Fails the type check when a route is added without a page. */
function unknownRoute(page: never): never {
  throw new Error(`no page for route ${JSON.stringify((page as { route?: unknown }).route)}`);
}
