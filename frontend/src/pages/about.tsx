import type { AboutView } from '../generated/view';
import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { Icon } from '../components/icon';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';

export function AboutPage({ page }: { page: AboutView }) {
  return (
    <>
      <Hero hero={page.hero} />
      <PageSection section={page.services.section}>
        <div className="grid">
          {page.services.items.map((service) => (
            <article key={service.title} className="card service-card">
              <span className="service-icon">
                <Icon name={service.icon} />
              </span>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </article>
          ))}
        </div>
      </PageSection>
      <CallToAction cta={page.cta}>
        <LinkButton link={page.view_parts} />
      </CallToAction>
    </>
  );
}
