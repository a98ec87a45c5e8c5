// Where the shop is, when it is open, and a link to review it. The line
// above the hours says whether the shop is open now: the CLI's small
// script (crates/shopsite-render/templates/open-now.js) writes it by the
// shop's clock before the footer is first drawn; without JavaScript it
// stays the hours' heading, in a line of the same height, and every
// special day shows (docs/behaviour.md#open-now).
import type { Shell } from '../generated/view';
import { linkTarget } from '../lib/links';
import { Icon } from './icon';
import { TextList } from './text-list';

export function SiteFooter({ shell }: { shell: Shell }) {
  const { special_days: special, review } = shell;
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-shop">
          <p className="footer-name">{shell.name}</p>
          <address>
            <p>{shell.address}</p>
            <p>
              <a href={shell.call.href}>{shell.phone}</a>
            </p>
          </address>
          <p>
            <a className="footer-repairs" href={shell.repairs.href}>
              <Icon name="wrench" size={20} />
              {shell.repairs.label}
            </a>
          </p>
          {review && (
            <p>
              <a className="footer-review" href={review.href} {...linkTarget(review.href)}>
                <Icon name="star" size={20} />
                {review.label}
              </a>
            </p>
          )}
        </div>
        <div className="footer-hours">
          <p className="open-now" data-open-now="">
            {shell.hours_label}
          </p>
          <TextList items={shell.hours} className="hours" />
          {special.days.length > 0 && (
            <div className="special-days" data-special-days="">
              <p className="footer-label">{special.label}</p>
              <ul className="hours">
                {special.days.map((day) => (
                  <li key={day.from} data-from={day.from} data-to={day.to}>
                    <span className="special-date">{day.name ? `${day.dates} · ${day.name}` : day.dates}</span>{' '}
                    {day.hours}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </footer>
  );
}
