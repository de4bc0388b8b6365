// Look at a page as a person would: `npx tsx scripts/screenshot.ts <url> <out.png> [width=1280] [cookie]`.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

const [url, out, width = '1280', cookie] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: tsx scripts/screenshot.ts <url> <out.png> [width] [cookie name=value]');
  process.exit(2);
}
const browser = await chromium.launch({
  ...chromiumLaunchOptions,
});
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
if (cookie) {
  const [name, ...rest] = cookie.split('=');
  await context.addCookies([{ name: name!, value: rest.join('='), url: new URL(url).origin }]);
}
const page = await context.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
