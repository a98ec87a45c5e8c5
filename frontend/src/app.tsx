// The whole page, rendered on the server only: the shell that every route
// shares, and the route's own content picked from `data.page.route`. It is
// static HTML in the browser, except for the islands a page renders (see
// islands/define.ts), which hydrate on their own.
import type { Page, PageData } from './generated/view';
import { ContactBar } from './components/contact-bar';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { SkipLink } from './components/skip-link';
import { navRouteOf } from './lib/nav';
import { AboutPage } from './pages/about';
import { HomePage } from './pages/home';
import { NotFoundPage } from './pages/not-found';
import { ProductPage } from './pages/product';
import { ProductsPage } from './pages/products';
import { RepairsPage } from './pages/repairs';
import { TrainingPage } from './pages/training';
import { VideosPage } from './pages/videos';
import { PageDataContext } from './islands/island';

export function App({ data }: { data: PageData }) {
  const { shell, page } = data;
  return (
    <PageDataContext value={data}>
      <SkipLink label={shell.skip_link} />
      <SiteHeader shell={shell} current={navRouteOf(page.route)} />
      <main id="main" className="container" tabIndex={-1}>
        <RoutePage page={page} />
      </main>
      <SiteFooter shell={shell} />
      <ContactBar shell={shell} />
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
    default:
      return unknownRoute(page);
  }
}

/** Fails the type check when a route is added without a page. */
function unknownRoute(page: never): never {
  throw new Error(`no page for route ${JSON.stringify((page as { route?: unknown }).route)}`);
}
