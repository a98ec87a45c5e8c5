// What the E2E tests ask of a loaded page: its errors, and whether React has
// hydrated it.
import type { Page } from "playwright-core";

/**
 * Console errors and uncaught exceptions of a page, as they happen. Chromium
 * logs a document's own 404 as an error; on the 404 page that is the point,
 * so `notFound` names the one address where it is expected.
 */
export function errorsOf(page: Page, notFound?: string): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    const ownStatus = m.location().url === notFound && m.text().includes("status of 404");
    if (m.type() === "error" && !ownStatus) errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Whether React has attached to the prerendered root. */
export function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((k) => k.startsWith("__reactContainer"));
  });
}
