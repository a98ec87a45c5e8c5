// A list whose items one component renders, and which takes their markup
// from the server instead on a page with no island (src/server-markup.tsx).
// A module of its own, not server-markup.tsx's: route-css.ts reads the
// words of every module a component imports, types included, and that
// one's are no classes.
import type { ReactNode } from 'react';

/** A component that renders a list's items, whose markup is its `items`' alone: no hooks, no context. */
export type Items<T> = (props: { items: T }) => ReactNode;

/** How a list takes its items' markup, on a server page with no island. */
export type ItemsMarkup = <T>(Items: Items<T>, items: T) => string;

type Props<T> = {
  as: 'ul' | 'ol';
  className: string;
  items: T;
  Items: Items<T>;
  /** The items' markup, exactly what React renders for them (src/server-markup.tsx). */
  markup?: ItemsMarkup | undefined;
};

export function ItemList<T>({ as: List, className, items, Items, markup }: Props<T>) {
  if (markup) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of these items (src/server-markup.tsx)
    return <List className={className} dangerouslySetInnerHTML={{ __html: markup(Items, items) }} />;
  }
  return (
    <List className={className}>
      <Items items={items} />
    </List>
  );
}
