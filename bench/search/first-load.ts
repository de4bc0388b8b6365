import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface FirstLoad {
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
}

/**
 * What a first visit to `url` downloads in JavaScript and CSS, each file gzipped as a server or CDN would
 * send it (the bench measures the bytes, not the compression settings of this particular server).
 */
export async function measureFirstLoad(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const totals: FirstLoad = { jsGzip: 0, cssGzip: 0, jsFiles: 0, cssFiles: 0 };
  const pending: Promise<void>[] = [];
  try {
    const page = await browser.newPage();
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        res.body().then((body) => {
          const size = gzipSync(body, { level: 9 }).length;
          if (type === 'script') {
            totals.jsGzip += size;
            totals.jsFiles += 1;
          } else {
            totals.cssGzip += size;
            totals.cssFiles += 1;
          }
        }),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
  } finally {
    await browser.close();
  }
  return totals;
}
