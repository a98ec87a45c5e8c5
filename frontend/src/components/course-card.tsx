// One course: Home shows the short card, Training adds the timing and summary.
import type { CourseView } from '../generated/view';
import { LinkButton } from './link-button';

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
      <ul className="chips">
        {course.focus.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <div className="actions">
        <LinkButton link={course.enrol} variant="whatsapp" icon="whatsapp" />
        <LinkButton link={course.fees} variant="whatsapp-outline" />
      </div>
    </article>
  );
}
