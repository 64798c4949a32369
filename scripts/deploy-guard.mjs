// `node scripts/deploy-guard.mjs hosting|functions`: firebase.json's `predeploy` hook, which stops
// a plain `firebase deploy` of Hosting or the functions with one line saying to use
// `npm run deploy` (scripts/lib/deploy-config.mjs).
import { guardRefusal } from './lib/deploy-config.mjs';

const target = process.argv[2];
if (target !== 'hosting' && target !== 'functions') {
  console.error('Usage: node scripts/deploy-guard.mjs hosting|functions');
  process.exit(2);
}
const refusal = guardRefusal(target, process.env);
if (refusal) {
  console.error(`deploy: refused: ${refusal}`);
  process.exit(1);
}
