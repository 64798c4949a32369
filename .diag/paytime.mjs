import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, viewportOptions, presetStorage, INTRO_DONE_FLAGS } from '/work/main/scripts/lib/chromium.mjs';
import { startHostingEmulator, loadHostingConfig } from '/work/main/scripts/lib/hosting-emulator.mjs';
import { payToTicketMs } from '/work/main/scripts/lib/booking-timing.mjs';
const [runs, ...dirs] = process.argv.slice(2);
const hosting = loadHostingConfig('/work/main');
const servers = []; for (const d of dirs) servers.push(await startHostingEmulator({ root: d, hosting }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const res = dirs.map(() => []);
for (let i = 0; i < Number(runs); i++) for (const [j, s] of servers.entries()) {
  const ctx = await browser.newContext(viewportOptions(390, browser.version()));
  await presetStorage(ctx, INTRO_DONE_FLAGS);
  const page = await ctx.newPage();
  await page.goto(s.url + '/booking', { waitUntil: 'load' });
  res[j].push(Math.round(await payToTicketMs(page)));
  await ctx.close();
}
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [j, d] of dirs.entries()) console.log(d, 'median', med(res[j]), res[j].join(' '));
await browser.close(); for (const s of servers) await s.stop?.(); process.exit(0);
