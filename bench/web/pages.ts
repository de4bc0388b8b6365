import { expect, type Page } from '@playwright/test';
import { JOB_STATUSES } from '@upstream/contract';

/** A screen the web bench measures: loaded by Lighthouse, then a typical interaction timed for INP. */
export interface BenchPage {
  /** As given to --pages: the path, prefixed with `member:` for the signed-in bench account. */
  key: string;
  path: string;
  signedIn: boolean;
  interaction: string;
  interact(page: Page): Promise<void>;
}

const TIMEOUT = { timeout: 30_000 };

/** The phone layout's navigation menu: the one thing to touch on a page of text and links. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  // Collapsed, the menu's links are not displayed; open, they are.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Resources', exact: true })).toBeVisible(TIMEOUT);
}

/** On a phone the filters open in a dialog from the search box at the top: tap it, type, Enter. */
async function searchKeyword(page: Page) {
  const searchBox = page.getByRole('button', { name: /^Open search filters/ });
  if (await searchBox.isVisible()) await searchBox.click();
  const keywords = page.getByRole('textbox', { name: 'Title keywords' });
  await keywords.click();
  await keywords.pressSequentially('engineer');
  await keywords.press('Enter');
  await expect(page).toHaveURL(/job_title_search=engineer/, TIMEOUT);
}

async function openCardMenu(page: Page) {
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: /Track this job|Status:/ }).click();
  await expect(statusOption(page, 'Offer')).toBeVisible(TIMEOUT);
}

/**
 * A status in the open status menu, found by CSS and its text. Not by role: a role query computes the accessible
 * name of every button on the page, and Playwright runs it in the page, on the main thread the interaction is
 * measured on — on a board of a hundred cards, about 200 ms of a slowed phone between the two taps that a person's
 * tap does not cost.
 */
const statusOption = (page: Page, status: string) =>
  page.locator('.status-menu.show .dropdown-item', { hasText: new RegExp(`^${status}$`) });

/**
 * The status of the first tracked job, by taps: its status button opens the status menu, and another status is
 * picked (the card then changes column and shows its new status).
 */
async function changeStatus(page: Page) {
  // Follow this job's status by its id, not by its place on the board.
  // By CSS, as statusOption: the board's status buttons carry their job's id.
  const id = await page.locator('.tracker-card button[id^="tracker-status-"]').first().getAttribute('id');
  if (!id) throw new Error('the tracker shows no status button');
  const status = page.locator(`[id="${id}"]`);
  const current = (await status.textContent())?.trim();
  const next = current === JOB_STATUSES[0] ? JOB_STATUSES[1] : JOB_STATUSES[0];
  await status.click();
  await statusOption(page, next).click(TIMEOUT);
  await expect(status).toHaveText(next, TIMEOUT);
}

const PAGES: Record<string, Omit<BenchPage, 'key' | 'path' | 'signedIn'>> = {
  '/': { interaction: 'open the menu', interact: openMenu },
  '/job-search': { interaction: 'type a keyword and search', interact: searchKeyword },
  'member:/job-search': { interaction: 'open a card menu', interact: openCardMenu },
  'member:/tracker': { interaction: 'change a status', interact: changeStatus },
  'member:/settings': { interaction: 'open the menu', interact: openMenu },
};

export const DEFAULT_PAGES = Object.keys(PAGES).join(',');

export function benchPage(key: string): BenchPage {
  const known = PAGES[key];
  const signedIn = key.startsWith('member:');
  const path = signedIn ? key.slice('member:'.length) : key;
  // Another page: loaded and scored, its interaction the menu every page has.
  return { key, path, signedIn, ...(known ?? PAGES['/']!) };
}

export const pageLabel = (p: BenchPage) => `${p.path}${p.signedIn ? ' (signed in)' : ''}`;
