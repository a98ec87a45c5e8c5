// A brand's repair prices, /repairs/<brand>/ (docs/behaviour.md#repair-prices):
// its phone models as links to their pages. Plain HTML, no JavaScript.
import type { RepairBrandPageView } from '../generated/view';
import { Breadcrumb } from '../components/breadcrumb';
import { LinkButton } from '../components/link-button';

export function RepairBrandPage({ page }: { page: RepairBrandPageView }) {
  return (
    <>
      <Breadcrumb trail={page.breadcrumb} current={page.brand} />
      <section className="hero">
        <h1>{page.heading}</h1>
        <p className="lead">{page.text}</p>
      </section>
      <ul className="model-links">
        {page.models.map((model) => (
          <li key={model.href}>
            <a href={model.href}>
              <span className="model-name">{model.name}</span>
              {model.from && <span className="from">{model.from}</span>}
            </a>
          </li>
        ))}
      </ul>
      <div className="actions">
        <LinkButton link={page.not_listed} variant="whatsapp-outline" />
      </div>
    </>
  );
}
