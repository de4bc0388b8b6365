import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import pg from 'pg';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURLForCookies = `http://localhost:${port}`;
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

/** No axe violations of serious or critical impact on the current page, as it stands once it has settled. */
export async function expectAccessible(page: Page): Promise<void> {
  // Checked at rest: axe finds a text's background by hit-testing the page, and a page still laying itself out
  // after a viewport change (or an element mid-animation) can hand it the wrong background: a hovered button's
  // white text measured against the white card it is moving over.
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const SIDE_URL = MAIL_URL.replace(/\/messages$/, '');

/** The end-to-end service's database, for arranging data as integration-test factories do. */
export async function e2eDatabaseUrl(): Promise<string> {
  return ((await (await fetch(`${SIDE_URL}/database`)).json()) as { url: string }).url;
}

export interface E2EUserInput {
  email?: string;
  firstName?: string;
  /** null: signed in without access. Default: a free member who finished onboarding. */
  permission?: {
    type?: string;
    tier?: string | null;
    show_onboarding?: boolean;
    onboarding_step?: number | null;
  } | null;
}

/** Create a user (and permission) in the service's database and give `context` their session cookie. */
export async function signInAs(
  context: BrowserContext,
  input: E2EUserInput = {},
): Promise<{ id: number; email: string }> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    const email = input.email ?? uniqueEmail('member');
    const user = await client.query<{ id: string }>(
      'INSERT INTO users (email, first_name, last_name) VALUES ($1, $2, $3) RETURNING id',
      [email, input.firstName ?? 'Casey', 'Tester'],
    );
    const id = Number(user.rows[0]!.id);
    if (input.permission !== null) {
      const p = input.permission ?? {};
      await client.query(
        `INSERT INTO permissions (user_id, type, tier, show_onboarding, onboarding_step, referral_code, referrals_remaining)
         VALUES ($1, $2, $3, $4, $5, $6, 5)`,
        [
          id,
          p.type ?? 'free',
          p.tier === undefined ? 'free' : p.tier,
          p.show_onboarding ?? false,
          p.onboarding_step ?? null,
          randomBytes(6).toString('base64url'),
        ],
      );
    }
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [createHash('sha256').update(token).digest(), id],
    );
    await context.addCookies([{ name: 'upstream_session', value: token, url: baseURLForCookies }]);
    return { id, email };
  } finally {
    await client.end();
  }
}

/** Hold the client's scripts until `release` is called: the page stays as the server rendered it. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A tracker card's status: the button that shows it and opens the status menu, named "Status of {title}: {status}.
 * Change status".
 */
export const trackerStatus = (page: Page, title: string) =>
  page.getByRole('button', {
    name: new RegExp(`^Status of ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `),
  });
