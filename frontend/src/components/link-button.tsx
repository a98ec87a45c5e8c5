// A link styled as a button. Links that leave the site open in a new tab.
import type { AnchorHTMLAttributes } from 'react';
import type { Link } from '../generated/view';
import { linkTarget } from '../lib/links';
import { Icon, type IconName } from './icon';

/** `whatsapp*` is kept for WhatsApp actions, so its green always means "chat". */
export type ButtonVariant = 'primary' | 'outline' | 'whatsapp' | 'whatsapp-outline';

/** Attributes for the page's small scripts to find the link by (`data-enhance`, …). */
type DataAttributes = { [name: `data-${string}`]: string };

type Props = { link: Link; variant?: ButtonVariant; icon?: IconName; data?: DataAttributes };

export function LinkButton({ link, variant = 'primary', icon, data }: Props) {
  // The filled WhatsApp button always carries the chat icon.
  const shown = icon ?? (variant === 'whatsapp' ? 'whatsapp' : undefined);
  const attributes: AnchorHTMLAttributes<HTMLAnchorElement> = { ...linkTarget(link.href), ...data };
  return (
    <a className={`btn btn-${variant}`} href={link.href} {...attributes}>
      {shown && <Icon name={shown} size={20} />}
      {link.label}
    </a>
  );
}
