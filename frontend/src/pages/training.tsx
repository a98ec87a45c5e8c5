import type { TrainingView } from '../generated/view';
import { CallToAction } from '../components/call-to-action';
import { CourseCard } from '../components/course-card';
import { Hero } from '../components/hero';
import { InfoCard } from '../components/info-card';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';

export function TrainingPage({ page }: { page: TrainingView }) {
  return (
    <>
      <Hero hero={page.hero}>
        <LinkButton link={page.book_seat} variant="whatsapp" />
      </Hero>
      <PageSection section={page.courses.section}>
        <div className="grid">
          {page.courses.items.map((course) => (
            <CourseCard key={course.id} course={course} detailed />
          ))}
        </div>
      </PageSection>
      <PageSection section={page.values.section}>
        <div className="grid">
          {page.values.items.map((card) => (
            <InfoCard key={card.title} {...card} />
          ))}
        </div>
      </PageSection>
      <CallToAction cta={page.cta}>
        <LinkButton link={page.book_seat} variant="whatsapp" />
        <LinkButton link={page.syllabus} variant="whatsapp-outline" />
      </CallToAction>
    </>
  );
}
