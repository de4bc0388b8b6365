import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
export const MAIL_URL = `http://127.0.0.1:${Number(process.env.E2E_MAIL_PORT ?? port + 1)}/messages`;

export interface SinkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Wait for an email to `to` in the SMTP sink of the end-to-end server. */
export async function waitForEmail(
  to: string,
  match: (m: SinkMail) => boolean = () => true,
): Promise<SinkMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = (await (await fetch(MAIL_URL)).json()) as SinkMail[];
    const found = messages
      .filter((m) => m.to.includes(to.toLowerCase()) || m.to.includes(to))
      .reverse()
      .find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${to} arrived`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** No axe violations of serious or critical impact on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
