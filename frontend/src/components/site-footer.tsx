// Where the shop is and when it is open.
import type { Shell } from '../generated/view';

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
        <ul className="hours">
          {shell.hours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
