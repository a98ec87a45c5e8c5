// A link styled as a button. Links that leave the site open in a new tab.
import type { Link } from '../generated/view';
import { linkTarget } from '../lib/links';
import { Icon, type IconName } from './icon';

/** `whatsapp*` is kept for WhatsApp actions, so its green always means "chat". */
export type ButtonVariant = 'primary' | 'outline' | 'whatsapp' | 'whatsapp-outline';

type Props = { link: Link; variant?: ButtonVariant; icon?: IconName };

export function LinkButton({ link, variant = 'primary', icon }: Props) {
  // The filled WhatsApp button always carries the chat icon.
  const shown = icon ?? (variant === 'whatsapp' ? 'whatsapp' : undefined);
  return (
    <a className={`btn btn-${variant}`} href={link.href} {...linkTarget(link.href)}>
      {shown && <Icon name={shown} size={20} />}
      {link.label}
    </a>
  );
}
