// A card with a title and a sentence, and an icon when it has one: the value
// cards on Training and the service cards on About.
import { Icon, type IconName } from './icon';

type Props = { title: string; text: string; icon?: IconName };

export function InfoCard({ title, text, icon }: Props) {
  return (
    <article className={icon ? 'card service-card' : 'card'}>
      {icon && (
        <span className="service-icon">
          <Icon name={icon} />
        </span>
      )}
      <h3>{title}</h3>
      <p>{text}</p>
    </article>
  );
}
