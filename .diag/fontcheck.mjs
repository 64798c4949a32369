import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '/work/main/scripts/lib/chromium.mjs';
import { startHostingEmulator, loadHostingConfig } from '/work/main/scripts/lib/hosting-emulator.mjs';
const server = await startHostingEmulator({ root: '/work/main/dist', hosting: loadHostingConfig('/work/main') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const path of ['/', '/booking', '/faq', '/packages']) {
  const page = await browser.newPage();
  const fonts = [];
  page.on('request', (r) => r.url().endsWith('.woff2') && fonts.push(r.url().replace(server.url, '')));
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  const chars = await page.evaluate(() => [...new Set([...document.querySelectorAll('.font-display, h1, h2, h3')].flatMap((e) => [...e.textContent]))].filter((c) => c.charCodeAt(0) > 126).join(''));
  console.log(path, fonts, 'non-ASCII in headings:', JSON.stringify(chars));
  if (path === '/faq') {
    await page.evaluate(() => { const h = document.createElement('h2'); h.className = 'font-display'; h.textContent = 'Café Ülm'; document.querySelector('h1').after(h); });
    await page.waitForTimeout(1000);
    console.log('  after adding "Café Ülm":', fonts, await page.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.unicodeRange.slice(0, 12)} ${f.status}`)));
  }
  await page.close();
}
await browser.close(); await server.stop(); process.exit(0);
