import type { HomeView } from '../generated/view';
import { CallToAction } from '../components/call-to-action';
import { CourseCard } from '../components/course-card';
import { Hero } from '../components/hero';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';
import { RepairSearchForm } from '../components/repair-search';
import { StatList } from '../components/stat-list';
import { VideoCard } from '../components/video-card';
import { VideoPlaceholder } from '../components/video-placeholder';

/** Tiles shown while there are no videos, so the section keeps its shape. */
const PLACEHOLDERS = ['a', 'b', 'c'];

export function HomePage({ page }: { page: HomeView }) {
  const videos = page.latest_videos.items;
  return (
    <>
      {/* On a wide screen the numbers stand beside the hero. */}
      <div className="intro">
        {/* The model search is a plain form to /repairs/?q=…: the home
            page loads no island. */}
        <Hero hero={page.hero} below={page.repair_search && <RepairSearchForm search={page.repair_search} />}>
          <LinkButton link={page.repair_list} />
          <LinkButton link={page.whatsapp} variant="whatsapp" />
        </Hero>
        <StatList stats={page.stats} />
      </div>
      <PageSection section={page.courses.section}>
        <div className="grid">
          {page.courses.items.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      </PageSection>
      <PageSection section={page.latest_videos.section}>
        <div className="grid videos">
          {videos.length > 0
            ? videos.map((video) => <VideoCard key={video.id} video={video} />)
            : PLACEHOLDERS.map((key) => <VideoPlaceholder key={key} />)}
        </div>
        <div className="actions">
          <LinkButton link={page.all_videos} variant="outline" />
        </div>
      </PageSection>
      <CallToAction cta={page.cta}>
        <LinkButton link={page.call} icon="phone" />
      </CallToAction>
    </>
  );
}
