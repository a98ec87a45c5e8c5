// Share: a link to a WhatsApp chat the visitor picks, with the message
// typed, which works without JavaScript. On a phone with a share sheet,
// src/enhance/share.ts, which the build adds to any page that has
// `data-enhance="share"`, opens the sheet instead, with these words.
import type { Share } from '../generated/view';
import { LinkButton } from './link-button';

export function ShareButton({ share }: { share: Share }) {
  return (
    <LinkButton
      link={share}
      variant="outline"
      icon="share"
      data={{
        'data-enhance': 'share',
        'data-share-title': share.title,
        'data-share-text': share.text,
        'data-share-url': share.url,
      }}
    />
  );
}
