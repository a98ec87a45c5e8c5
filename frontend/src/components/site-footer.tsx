// Where the shop is and when it is open.
import type { Shell } from '../generated/view';
import { TextList } from './text-list';

export function SiteFooter({ shell }: { shell: Shell }) {
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="footer-name">{shell.name}</p>
        <address>
          <p>{shell.address}</p>
          <p>
            <a href={shell.call.href}>{shell.phone}</a>
          </p>
        </address>
        <TextList items={shell.hours} className="hours" />
      </div>
    </footer>
  );
}
