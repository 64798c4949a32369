// node .diag/pair.mjs <name> <cropHeight> <scale>: before|after side by side (top crop) -> test-results/look/pairs/<name>.png
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const [name, crop = '2400', scale = '0.5'] = process.argv.slice(2);
const dir = '/work/main/test-results/look';
const b64 = (f) => 'data:image/png;base64,' + readFileSync(`${dir}/${f}/${name}.png`).toString('base64');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const page = await browser.newPage({ viewport: { width: Math.ceil(2 * (name.endsWith("1280") ? 1280 : 390) * scale + 24), height: 400 } });
await page.setContent(`<body style="margin:0;background:#888;display:flex;gap:8px;align-items:flex-start">
<div style="flex:none;height:${crop * scale}px;overflow:hidden"><img style="zoom:${scale}" src="${b64('before')}"></div>
<div style="flex:none;height:${crop * scale}px;overflow:hidden"><img style="zoom:${scale}" src="${b64('after')}"></div></body>`);
await page.waitForTimeout(300);
await page.screenshot({ path: `${dir}/pairs/${name}.png`, fullPage: true });
await browser.close();
