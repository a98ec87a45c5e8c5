// The other products a product's page suggests, below its fold: a section
// of cards, each one link to the product's page.
import type { ProductPageView } from '../generated/view';
import { PageSection } from './page-section';
import { RelatedCard } from './related-card';

export function RelatedProducts({ related }: { related: ProductPageView['related'] }) {
  if (related.items.length === 0) return null;
  return (
    <PageSection section={related.section}>
      <ul className="related">
        {related.items.map((product) => (
          <li key={product.href}>
            <RelatedCard product={product} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
