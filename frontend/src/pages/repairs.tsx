// The Repairs page. With a repair price list (docs/behaviour.md#repair-prices)
// it opens with the price finder, its one island; without one it is
// exactly the page it was before the list existed.
import type { RepairsView } from '../generated/view';
import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';
import { ProcessSteps } from '../components/process-steps';
import { repairFinder } from '../islands/repair-finder';
import { Island } from '../islands/island';
import { StatList } from '../components/stat-list';
import { TextList } from '../components/text-list';

export function RepairsPage({ page }: { page: RepairsView }) {
  return (
    <>
      {/* On a wide screen the numbers stand beside the hero. The finder,
          what most visitors come for, comes right after the hero, before
          the numbers, so that a phone's first screen shows it; on a wide
          screen it spans the row below both. It shares the first place
          with the hero and the numbers, so that every section after it
          keeps its place, and its ids, with or without it. */}
      <div className={page.finder ? 'intro with-finder' : 'intro'}>
        <Hero hero={page.hero}>
          <LinkButton link={page.diagnosis} variant="whatsapp" />
          <LinkButton link={page.share} variant="whatsapp-outline" />
        </Hero>
        {page.finder && <Island island={repairFinder} />}
        <StatList stats={page.stats} />
      </div>
      <PageSection section={page.brands.section}>
        <TextList items={page.brands.items} className="chips" />
      </PageSection>
      <PageSection section={page.issues.section}>
        <TextList items={page.issues.items} className="issues" icon="check" />
      </PageSection>
      <PageSection section={page.process.section}>
        <ProcessSteps steps={page.process.items} />
      </PageSection>
      <PageSection section={page.pricing.section}>
        <div className="grid">
          {page.pricing.items.map((tier) => (
            <article key={tier.title} className="card tier">
              <h3>{tier.title}</h3>
              <p className="price">{tier.range}</p>
              <TextList items={tier.examples} className="ticks" />
            </article>
          ))}
        </div>
      </PageSection>
      <PageSection section={page.faqs.section}>
        <div className="faqs">
          {page.faqs.items.map((faq) => (
            <details key={faq.q}>
              <summary>{faq.q}</summary>
              <p>{faq.a}</p>
            </details>
          ))}
        </div>
      </PageSection>
      <CallToAction cta={page.cta}>
        <LinkButton link={page.pickup} variant="whatsapp" />
      </CallToAction>
    </>
  );
}
