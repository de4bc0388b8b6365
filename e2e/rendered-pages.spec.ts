import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { seedJob } from './admin-seed.ts';
import { holdScripts, signInAs } from './helpers.ts';

// The public pages arrive rendered by the server (issue 16): their content is in the HTML before any script
// runs, and the browser takes the page over without React having to throw the markup away.

const PUBLIC_PAGES: [path: string, heading: RegExp][] = [
  ['/', /Let jobs find you/],
  ['/job-search', /^Job Search$/],
  ['/resources', /^Resources$/],
  ['/advising', /Advising/],
  ['/release-history', /Release History/],
  ['/login', /^Welcome back$/],
  ['/signup', /^Let jobs find you$/],
];

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Let jobs find you' })).toBeVisible();
    await expect(page.getByText('Total Jobs Available')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Jobs (Free)' })).toHaveAttribute(
      'href',
      '/job-search',
    );
    // Styled: the inlined critical CSS lays the hero out centred.
    await expect(page.locator('.landing-hero .container-xl')).toHaveCSS('text-align', 'center');
  });

  test('a visitor sees the first page of jobs, and the second', async ({ page }) => {
    await page.goto('/job-search');
    await expect(
      page.getByRole('heading', { name: /^Showing 1 - 20 of [\d,]+ active jobs found$/ }),
    ).toBeVisible();
    await expect(page.locator('article.job-card')).toHaveCount(20);
    await expect(page.getByRole('link', { name: 'View posting' }).first()).toBeVisible();

    await page.goto('/job-search/2');
    await expect(
      page.getByRole('heading', { name: /^Showing 21 - 40 of [\d,]+ active jobs found$/ }),
    ).toBeVisible();
  });

  test('a rendered page names no script to fetch before it paints; its one inline script runs by its hash', async ({
    request,
  }) => {
    const res = await request.get('/job-search');
    const html = await res.text();
    // Nothing the browser would fetch alongside the content: no script with a source, no module preload.
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain('<link rel="modulepreload"');
    // The boot script's list: the client's entry after the chunks it imports (run one by one, React DOM's apart),
    // and the screen with what it imports, all served, none twice.
    const listed = /<script type="application\/json" id="upstream-scripts">([^<]*)<\/script>/.exec(html);
    const scripts = JSON.parse(listed?.[1] ?? '{}') as { modules: string[]; preloads: string[] };
    expect(scripts.modules.at(-1)).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(scripts.modules.some((m) => /^\/assets\/react-dom-[\w-]+\.js$/.test(m))).toBe(true);
    expect(scripts.modules.length).toBeGreaterThanOrEqual(3);
    expect(scripts.preloads.length).toBeGreaterThanOrEqual(1);
    expect(scripts.preloads.filter((p) => scripts.modules.includes(p))).toEqual([]);
    for (const url of [...scripts.modules, ...scripts.preloads]) {
      const asset = await request.get(url);
      expect(asset.status(), url).toBe(200);
      expect(asset.headers()['content-type'], url).toContain('javascript');
    }
    // The page's policy runs exactly its inline boot script: by the hash of its text, not 'unsafe-inline'.
    const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const policy = res.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain("unsafe-inline'; script-src");
  });

  test('every public page has its heading in the HTML', async ({ page }) => {
    for (const [path, heading] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
  });
});

test('the public pages hydrate without a hydration error, on a desktop and on a phone', async ({
  browser,
}) => {
  for (const device of [
    { viewport: { width: 1280, height: 800 } },
    {
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
    },
  ]) {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    for (const [path, heading] of PUBLIC_PAGES) {
      const res = await page.goto(path);
      expect(await res?.text(), path).toContain('id="upstream-state"');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // A page React could not hydrate is rebuilt in the browser and says so on the console (errors #418/#419/#425…).
    expect(problems).toEqual([]);
    await context.close();
  }
});

test('a hydrated job search is interactive: a page link navigates in the browser', async ({ page }) => {
  await page.goto('/job-search');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/job-search\/2$/);
  await expect(
    page.getByRole('heading', { name: /^Showing 21 - 40 of [\d,]+ active jobs found$/ }),
  ).toBeVisible();
});

test('on a slow phone, what a visitor does as soon as the page has loaded is not lost to hydration', async ({
  page,
  context,
}) => {
  // A CPU 20× slower than this machine's: the page loads in seconds and takes more to hydrate. A keystroke and a
  // click made the moment the page has loaded still reach the app (React hydrates at once what they land on).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.goto('/job-search');
  const keywords = page.getByRole('textbox', { name: 'Title keywords' });
  await keywords.fill('engineer');
  await keywords.press('Enter');
  await expect(page).toHaveURL(/job_title_search=engineer$/, { timeout: 30_000 });

  await page.goto('/job-search');
  await page.getByRole('checkbox', { name: 'Save search' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up to save searches' })).toBeVisible({
    timeout: 30_000,
  });
});

test('a job whose title looks like markup is shown as its text in the rendered page, and none of it runs', async ({
  page,
}) => {
  const title = `Xssprobe Engineer </script><script>window.__injected = 1</script><img src=x onerror="window.__injected = 2">`;
  await seedJob(title);
  await page.goto('/job-search?job_title_search=xssprobe');
  await expect(page.getByRole('article').getByRole('heading', { name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  // The page's data arrives whole: the title cannot close the element that carries it (the CSP would stop an
  // injected script anyway; this is the defence beneath it).
  const state = await page.evaluate(() => document.getElementById('upstream-state')?.textContent ?? '');
  expect(JSON.stringify(JSON.parse(state))).toContain('Xssprobe Engineer');
});

test.describe('before the client has arrived', () => {
  test('keywords typed and Enter pressed are searched for once it has', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/job-search', { waitUntil: 'domcontentloaded' });
    const keywords = page.getByRole('textbox', { name: 'Title keywords' });
    await keywords.fill('engineer');
    await keywords.press('Enter');
    // Held, not sent as a form of the page's own: the page has not moved.
    await expect(page).toHaveURL(/\/job-search$/);
    release();
    await expect(page).toHaveURL(/job_title_search=engineer$/);
    await expect(page.getByRole('heading', { name: /active jobs found$/ })).toBeVisible();
  });

  test('a box ticked opens what it opens once it has', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/job-search', { waitUntil: 'domcontentloaded' });
    await page.getByRole('checkbox', { name: 'Save search' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Sign up to save searches' })).toBeVisible();
  });

  test('a choice made and a button pressed are done in order once it has', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/job-search', { waitUntil: 'domcontentloaded' });
    await page.getByRole('combobox', { name: 'Minimum yearly salary' }).selectOption('160000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    release();
    await expect(page).toHaveURL(/\/job-search\?min_salary=160000&salary_currency=USD$/);
    await expect(page.getByRole('combobox', { name: 'Salary currency' })).toHaveValue('USD');
  });

  test('a link followed goes to its page as rendered', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/job-search', { waitUntil: 'domcontentloaded' });
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/job-search\/2$/);
    await expect(
      page.getByRole('heading', { name: /^Showing 21 - 40 of [\d,]+ active jobs found$/ }),
    ).toBeVisible();
  });
});

test('the search form stands where it was painted once the client has taken it over', async ({ page }) => {
  // Every rule its markup needs comes with the page: a stylesheet named only with the form's code restyled it
  // under the visitor's pointer, and a tap aimed at "Save search" landed beside the box.
  const stylesLoaded = () =>
    page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((l) => l.sheet),
    );
  const release = await holdScripts(page);
  await page.goto('/job-search', { waitUntil: 'domcontentloaded' });
  await stylesLoaded();
  const form = page.getByRole('form', { name: 'Job search filters' });
  const save = page.getByRole('checkbox', { name: 'Save search' });
  const painted = { form: await form.boundingBox(), save: await save.boundingBox() };
  release();
  await expect(page.locator('[data-island]', { has: form })).toHaveAttribute('data-island-live', '');
  await stylesLoaded();
  expect({ form: await form.boundingBox(), save: await save.boundingBox() }).toEqual(painted);
});

test('a member’s saved and tracked counts arrive with the page, so nothing moves when they would have', async ({
  page,
  context,
}) => {
  await signInAs(context);
  await holdScripts(page);
  await page.goto('/job-search', { waitUntil: 'domcontentloaded' });
  const yours = page.getByRole('navigation', { name: 'Your jobs' });
  await expect(yours.getByRole('link', { name: 'Saved (0)' })).toBeVisible();
  await expect(yours.getByRole('link', { name: 'Tracked (0)' })).toBeVisible();
});
