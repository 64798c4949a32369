import { build } from 'vite';
const sizes = [];
await build({
  build: { outDir: '/tmp/dist-mods', emptyOutDir: true, write: false },
  logLevel: 'warn',
  plugins: [{ name: 'mods', generateBundle(_, bundle) {
    for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry) {
      for (const [id, m] of Object.entries(c.modules)) sizes.push([m.renderedLength, id.replace(process.cwd(), '')]);
    }
  } }],
});
sizes.sort((a, b) => b[0] - a[0]);
const total = sizes.reduce((s, x) => s + x[0], 0);
console.log('total', total);
const groups = {};
for (const [n, id] of sizes) { const g = id.includes('node_modules') ? id.split('node_modules/')[1].split('/').slice(0, id.includes('node_modules/@') ? 2 : 1).join('/') : id.split('/').slice(0, 4).join('/'); groups[g] = (groups[g] ?? 0) + n; }
for (const [n, id] of sizes.filter(([, id]) => id.startsWith("/src")).slice(0, 25)) console.log(String(n).padStart(7), id);
console.log(Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([g, n]) => `${String(n).padStart(7)} ${g}`).join('\n'));
