// What the E2E tests ask of a loaded page: its errors, whether React has
// hydrated it, and what a WhatsApp link would say.
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

/** The shop's WhatsApp number, as the site writes it: 91 and the 10 digits. */
export const WHATSAPP_NUMBER = "919876543210";

/**
 * The number and the decoded prefilled text of a `https://wa.me/…?text=…`
 * link, or an error when `href` is anything else. Comparing the decoded text
 * checks what the visitor will see typed in WhatsApp.
 */
export function whatsapp(href: string | null): { number: string; text: string } {
  const url = new URL(href ?? "");
  if (url.origin !== "https://wa.me") throw new Error(`not a WhatsApp link: ${href}`);
  return { number: url.pathname.slice(1), text: url.searchParams.get("text") ?? "" };
}
