// A list of short texts: chips, ticked lines, opening hours. Each item is
// its own text, so the text is also its key.
import { Icon, type IconName } from './icon';

type Props = { items: string[]; className: string; icon?: IconName };

export function TextList({ items, className, icon }: Props) {
  return (
    <ul className={className}>
      {items.map((text) => (
        <li key={text}>
          {icon && <Icon name={icon} size={20} />}
          {text}
        </li>
      ))}
    </ul>
  );
}
