// The built Cloud Functions as the Functions emulator runs them locally (`npm run test:emulators`,
// `npm run start:firebase`): a directory of their own with functions/lib and functions/package.json,
// test Razorpay keys in .secret.local and SITE_URL in .env (where the emulator reads secrets and
// params), so nothing is ever written into functions/.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Test keys made up for one run: Razorpay's test-mode shape, known only to the stand-in. */
export function testRazorpayKeys() {
  return {
    keyId: `rzp_test_${randomBytes(7).toString('hex')}`,
    keySecret: randomBytes(18).toString('hex'),
    webhookSecret: randomBytes(18).toString('hex'),
  };
}

/** Writes the functions directory (run `npm run build:functions` first). */
export function writeFunctionsDir(dir, keys, siteUrl = 'http://127.0.0.1:5000') {
  mkdirSync(dir, { recursive: true });
  cpSync(join('functions', 'package.json'), join(dir, 'package.json'));
  cpSync(join('functions', 'lib'), join(dir, 'lib'), { recursive: true });
  writeFileSync(
    join(dir, '.secret.local'),
    [
      `RAZORPAY_KEY_ID=${keys.keyId}`,
      `RAZORPAY_KEY_SECRET=${keys.keySecret}`,
      `RAZORPAY_WEBHOOK_SECRET=${keys.webhookSecret}`,
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, '.env'), `SITE_URL=${siteUrl}\n`);
}
