import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, expectAccessible } from './helpers.ts';

// What the console's operating sections' specs share: a phone and a desktop, a page that fits its screen, and
// rows arranged straight in the service's database (as the integration factories do).

export const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

export const tag = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Run SQL against the end-to-end service's database. */
export async function db<T extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A company with a board and one open job; its id. */
export async function seedJob(title: string): Promise<{ id: number; company: string }> {
  const t = tag();
  const company = `Acme ${t}`;
  const [c] = await db<{ id: string }>(`INSERT INTO companies (name, slug) VALUES ($1, $2) RETURNING id`, [
    company,
    `e2e-${t}`,
  ]);
  const [b] = await db<{ id: string }>(
    `INSERT INTO job_boards (company_id, ats, token, last_success_at) VALUES ($1, 'greenhouse', $2, now()) RETURNING id`,
    [c!.id, `e2e-${t}`],
  );
  const [j] = await db<{ id: string }>(
    `INSERT INTO jobs (board_id, company_id, external_id, title, title_key, url, content_hash, first_seen_at, last_seen_at)
     VALUES ($1, $2, $3, $4, lower($4), $5, 'e2e', now() - interval '5 minutes', now()) RETURNING id`,
    [b!.id, c!.id, `e2e-${t}`, title, `https://boards.example/${t}`],
  );
  return { id: Number(j!.id), company };
}

/** The console page fits the screen (tables scroll inside their own region) and has no serious axe issue. */
export async function expectGoodPage(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
}
