import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const BASE = process.env.BASE!;
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext();
  await context.request.post(`${BASE}/api/auth/login`, { data: { email: process.env.WHO || 'client@demo.test', password: 'demo12345' }, headers: { Origin: BASE } });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  page.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) pending.push(r.body().then((b) => console.log(String(gzipSync(b, { level: 9 }).length).padStart(7), u.pathname), () => undefined)); });
  await page.goto(`${BASE}/app/`);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  console.log('URL', page.url());
  await browser.close();
})();
