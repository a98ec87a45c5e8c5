// A phone model's repair prices, /repairs/<brand>/<model>/
// (docs/behaviour.md#repair-prices): every repair's price, time and
// WhatsApp booking, the shop's warranty and turnaround, the four steps of
// a repair and "Not listed? Ask us". Plain HTML, no JavaScript: its rows
// are filled in from React's markup of one, and its warranty and steps,
// the same on every model's page, are React's markup of the first
// (src/server-markup.tsx).
import type { RepairModelPageView } from '../generated/view';
import { Breadcrumb } from '../components/breadcrumb';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';
import { ProcessSteps } from '../components/process-steps';
import { RepairRows } from '../components/repair-rows';
import { StatList } from '../components/stat-list';
import { keptItems, repairRowsMarkup } from '../server-markup';

export function RepairModelPage({ page }: { page: RepairModelPageView }) {
  return (
    <>
      <Breadcrumb trail={page.breadcrumb} current={page.model} />
      <section className="hero">
        <h1>{page.heading}</h1>
        <p className="lead">{page.text}</p>
      </section>
      <RepairRows rows={page.repairs} level={2} markup={repairRowsMarkup} />
      <div className="actions">
        <LinkButton link={page.not_listed} variant="whatsapp-outline" />
      </div>
      <StatList stats={page.stats} markup={keptItems} />
      <PageSection section={page.process.section}>
        <ProcessSteps steps={page.process.items} markup={keptItems} />
      </PageSection>
    </>
  );
}
