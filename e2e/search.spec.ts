import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs } from './helpers.ts';

const summary = (page: Page) =>
  page.getByRole('heading', { name: /^Showing \d+ - \d+ of [\d,]+ active jobs found$/ });

/** Wait until the results on screen belong to the current URL (the previous page stays up while loading). */
async function settled(page: Page) {
  await expect(page.locator('section[aria-labelledby="results-heading"][aria-busy="false"]')).toBeVisible();
}

/** The total a search reports, read from the summary line. */
async function totalOf(page: Page): Promise<number> {
  await settled(page);
  const text = (await summary(page).textContent()) ?? '';
  return Number(text.replace(/.* of ([\d,]+) active.*/, '$1').replace(/,/g, ''));
}

async function pick(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await box.press('Escape');
}

// Job postings live on other sites; answer them locally so opening one needs no network.
test.beforeEach(async ({ context }) => {
  await context.route('https://boards.example.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Posting</title><h1>Job posting</h1>',
    }),
  );
});

test('a visitor filters by function and city, pages forward, opens a job and meets the public limit', async ({
  page,
}) => {
  await page.goto('/job-search');
  await expect(summary(page)).toBeVisible();
  const everything = await totalOf(page);
  await expectAccessible(page);

  await pick(page, 'Job function', 'engin', 'Engineering');
  await pick(page, 'City', 'new york', 'New York, NY');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/job-search\?role=Engineering&city=New\+York%7CNY$/);
  await settled(page);
  await expect(summary(page)).toHaveText(/^Showing 1 - 20 of/);
  const filtered = await totalOf(page);
  expect(filtered).toBeGreaterThan(20);
  expect(filtered).toBeLessThan(everything);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  for (const card of await cards.all()) {
    await expect(card).toContainText('New York, NY');
    await expect(card.getByRole('list', { name: 'Job details' })).toContainText('Engineering');
  }

  // pagination keeps the filters and replaces the page segment
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/job-search\/2\?role=Engineering&city=New\+York%7CNY$/);
  await expect(summary(page)).toHaveText(
    new RegExp(`^Showing 21 - ${Math.min(40, filtered)} of ${filtered.toLocaleString('en-US')}`),
  );

  // back and forward replay the searches
  await page.goBack();
  await expect(summary(page)).toHaveText(/^Showing 1 - 20 of/);
  await page.goForward();
  await expect(summary(page)).toHaveText(/^Showing 21 - /);

  // a posting opens at its source in a new tab
  const first = cards.first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  const [posting] = await Promise.all([
    page.waitForEvent('popup'),
    first
      .getByRole('link', {
        name: new RegExp(`View posting for ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      })
      .click(),
  ]);
  await expect(posting).toHaveURL(/^https:\/\/boards\.example\.com\/jobs\/\d+$/);
  await posting.close();

  // visitors see five pages of any search; the fifth says so, the sixth is a sign-up wall
  await page.goto('/job-search/5');
  await expect(summary(page)).toHaveText(/^Showing 81 - 100 of/);
  await expect(page.getByText('Sign up for a free account to see all jobs!')).toBeVisible();
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/job-search\/6$/);
  await expect(
    page.getByText("You've reached the limit for public users. Sign up for a free account to see all jobs!"),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go back to previous page' }).click();
  await expect(page).toHaveURL(/\/job-search\/5$/);
});

test('title keywords become chips on Enter and the search runs itself; a chip click removes it', async ({
  page,
}) => {
  await page.goto('/job-search');
  const keywords = page.getByRole('textbox', { name: 'Title keywords' });
  await keywords.fill('engineer');
  await keywords.press('Enter');
  await expect(page).toHaveURL(/job_title_search=engineer$/);
  // The unfiltered results stay up until the new ones arrive: wait for those of the keyword.
  await expect(async () => {
    await settled(page);
    const headings = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings) expect(heading.toLowerCase()).toContain('engineer');
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Remove keyword engineer' }).click();
  await expect(page.getByRole('button', { name: 'Remove keyword engineer' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Title keywords' }).fill('zzzqqq');
  await page.getByRole('textbox', { name: 'Title keywords' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Your search returned no results' })).toBeVisible();
  await expect(page.getByText('Strict keyword matches')).toBeVisible();
  await page.getByRole('link', { name: 'Reset Job Search' }).first().click();
  await expect(page).toHaveURL(/\/job-search$/);
});

test('a minimum salary keeps jobs paying that much in its currency; jobs without pay come back when asked', async ({
  page,
}) => {
  await page.goto('/job-search');
  const everything = await totalOf(page);
  await page.getByRole('combobox', { name: 'Minimum yearly salary' }).selectOption('160000');
  await expect(page.getByRole('combobox', { name: 'Salary currency' })).toHaveValue('USD');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/job-search\?min_salary=160000&salary_currency=USD$/);
  const paid = await totalOf(page);
  expect(paid).toBeGreaterThan(0);
  expect(paid).toBeLessThan(everything);
  // Every card shows its pay, in dollars, reaching $160k a year at its top.
  const cards = page.getByRole('article');
  const pays = await cards.locator('.job-card-pay').allTextContents();
  expect(pays).toHaveLength(await cards.count());
  for (const pay of pays) {
    const top = /^\$\d+k–\$(\d+)k$/.exec(pay);
    expect(top, pay).not.toBeNull();
    expect(Number(top![1])).toBeGreaterThanOrEqual(160);
  }
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: "Include jobs that don't show pay" }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/min_salary=160000&salary_currency=USD&include_no_salary=true$/);
  const withUnpaid = await totalOf(page);
  expect(withUnpaid).toBeGreaterThan(paid);
  expect(withUnpaid).toBeLessThan(everything);
});

test('a visitor who tries to save a search is asked to sign up', async ({ page }) => {
  await page.goto('/job-search');
  await page.getByRole('checkbox', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up to save searches' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('checkbox', { name: 'Save search' })).not.toBeChecked();
});

test('a member saves a search, reopens it by id, and deletes it', async ({ page, context }) => {
  await signInAs(context, { permission: { type: 'beta', tier: 'beta' } });
  await page.goto('/job-search?role=Data&save_search=true');
  await expect(page.getByText('Unlimited saved searches')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Saved \(\d+\)$/ })).toHaveAttribute(
    'href',
    '/job-search?saved=true',
  );
  const submit = page.getByRole('button', { name: 'Save & search' });
  await submit.click();
  await expect(page.getByText('Search name must have a value')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search name' }).fill('x'.repeat(100));
  await submit.click();
  await expect(page.getByText('Must be less than 100 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search name' }).fill('Data roles');
  await submit.click();
  await expect(page).toHaveURL(/\/job-search\?search_id=\d+$/);
  await expect(summary(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Data' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Saved searches' })).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Delete Saved Search' }).click();
  await expect(page).toHaveURL(/\/job-search$/);
  await expect(page.getByRole('combobox', { name: 'Saved searches' })).toHaveCount(0);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search box opens the filter modal, which searches and closes', async ({ page }) => {
    await page.goto('/job-search');
    await expect(summary(page)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await page.getByRole('button', { name: /Open search filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Search filters' });
    await expect(dialog).toBeVisible();
    await pick(page, 'Job function', 'sales', 'Sales');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/job-search\?role=Sales$/);
    await expect(page.getByRole('button', { name: /Open search filters/ })).toContainText('Sales');
    await expect(summary(page)).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('list', { name: 'Job details' })).toContainText(
      'Sales',
    );
    await expectAccessible(page);
  });

  test('the filter modal asks for a minimum salary, and the cards show pay on a narrow screen', async ({
    page,
  }) => {
    await page.goto('/job-search');
    await expect(summary(page)).toBeVisible();
    await page.getByRole('button', { name: /Open search filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Search filters' });
    await dialog.getByRole('combobox', { name: 'Minimum yearly salary' }).selectOption('100000');
    await dialog.getByRole('combobox', { name: 'Salary currency' }).selectOption('EUR');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/job-search\?min_salary=100000&salary_currency=EUR$/);
    await settled(page);
    const pay = page.getByRole('article').first().locator('.job-card-pay');
    await expect(pay).toHaveText(/^€\d+k–€\d+k$/);
    await expect(pay).toBeInViewport();
  });
});
