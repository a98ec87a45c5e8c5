// A product's own page, /products/<id>/ (docs/behaviour.md#product-pages):
// everything about one item, to send a customer as one link. No island:
// the page is plain HTML and works without JavaScript; Share alone gets a
// small script of its own (src/enhance/share.ts). On a phone the photos
// come first, then the title, price and the ways to ask; on a wide screen
// those two sit side by side, the highlights and description below. Its
// related products come after the fold (app.tsx: BelowFold).
import type { ProductPageView } from '../generated/view';
import { Breadcrumb } from '../components/breadcrumb';
import { Icon } from '../components/icon';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';
import { ProductGallery } from '../components/product-gallery';
import { ShareButton } from '../components/share-button';
import { TextList } from '../components/text-list';

export function ProductPage({ page }: { page: ProductPageView }) {
  const { highlights, description } = page;
  return (
    <>
      <Breadcrumb trail={page.breadcrumb} current={page.card.title} />
      <article className="product">
        <ProductGallery
          photos={page.photos}
          photos_label={page.photos_label}
          initials={page.card.initials}
          badge={page.card.badge}
        />
        <div className="buy">
          <h1>{page.card.title}</h1>
          <div className="price-row">
            <p className="price">{page.card.price}</p>
            <p className="tags">
              <span className={page.card.in_stock ? 'stock in' : 'stock out'}>{page.card.stock}</span>
              <span className={`condition ${page.condition.condition}`}>{page.condition.label}</span>
            </p>
          </div>
          <div className="actions">
            <LinkButton link={page.card.enquire} variant="whatsapp" />
            <LinkButton link={page.card.ask_price} variant="whatsapp-outline" />
            <LinkButton link={page.call} icon="phone" />
            <ShareButton share={page.share} />
          </div>
          <p className="repair-link">
            <a href={page.repair.href}>
              <Icon name="wrench" size={20} />
              {page.repair.label}
            </a>
          </p>
        </div>
        {highlights.items.length > 0 && (
          <PageSection section={{ heading: highlights.heading }}>
            <TextList items={highlights.items} className="ticks" />
          </PageSection>
        )}
        {description.items.length > 0 && (
          <PageSection section={{ heading: description.heading }}>
            {description.items.map((paragraph, i) => (
              // Paragraphs may repeat; their place is what tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: as said above
              <p key={i}>{paragraph}</p>
            ))}
          </PageSection>
        )}
      </article>
    </>
  );
}
