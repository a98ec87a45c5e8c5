import type { AboutView } from '../generated/view';
import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { InfoCard } from '../components/info-card';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';

export function AboutPage({ page }: { page: AboutView }) {
  return (
    <>
      <Hero hero={page.hero} />
      <PageSection section={page.services.section}>
        <div className="grid">
          {page.services.items.map((service) => (
            <InfoCard key={service.title} {...service} />
          ))}
        </div>
      </PageSection>
      <CallToAction cta={page.cta}>
        <LinkButton link={page.view_parts} />
      </CallToAction>
    </>
  );
}
