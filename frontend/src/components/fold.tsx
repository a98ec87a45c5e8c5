// Where a page's first screen ends. The server renders an inert
// `<template data-fold>`, and the CLI puts the site's stylesheet there as a
// `<link rel="stylesheet">` (crates/shopsite-render/src/html.rs). The head
// inlines only the rules of what comes before it (route-css.ts), so the
// first screen paints with the page's first round trip; the browser shows
// what is above the link while it fetches the stylesheet, and what is below
// it once the stylesheet is there, never unstyled. The stylesheet is one
// hashed file for the whole site, cached for a year: the next page a
// visitor opens needs none of it again.
export function Fold() {
  return <template data-fold="" />;
}
