// One course: Home shows the short card, Training adds the timing and summary.
import type { CourseView } from '../generated/view';
import { LinkButton } from './link-button';
import { TextList } from './text-list';

type Props = { course: CourseView; detailed?: boolean };

export function CourseCard({ course, detailed = false }: Props) {
  return (
    <article className="card course-card">
      <h3>{course.name}</h3>
      <p className="meta">
        <span>{course.duration}</span>
        <span>{course.days}</span>
        {detailed && <span>{course.time}</span>}
      </p>
      {detailed && <p>{course.summary}</p>}
      <TextList items={course.focus} className="chips" />
      <div className="actions">
        <LinkButton link={course.enrol} variant="whatsapp" />
        <LinkButton link={course.fees} variant="whatsapp-outline" />
      </div>
    </article>
  );
}
