// Copy dist to dist-x and move the app's JS after first paint via the inline boot script.
import { cpSync, readFileSync, writeFileSync, readdirSync, statSync, rmSync } from 'node:fs';
import { join } from 'node:path';
const src = 'dist', out = process.argv[2] ?? '/tmp/dist-x';
rmSync(out, { recursive: true, force: true });
cpSync(src, out, { recursive: true });
const LOADER = `<script>
(function(){function go(){var d=document,b=d.getElementById('app-boot');if(!b)return;var u=JSON.parse(b.textContent);u.slice(1).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=u[0];d.head.appendChild(s)}
function later(){requestAnimationFrame(function(){setTimeout(go,0)})}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',later);else later()})();
</script>`;
function walk(d) { for (const f of readdirSync(d)) { const p = join(d, f); if (statSync(p).isDirectory()) walk(p); else if (f.endsWith('.html')) fix(p); } }
function fix(p) {
  let h = readFileSync(p, 'utf8');
  const urls = [];
  h = h.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\n?/, (_, u) => { urls.push(u); return ''; });
  h = h.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, u) => { urls.push(u); return ''; });
  if (!urls.length) return;
  h = h.replace('</head>', `<script type="application/json" id="app-boot">${JSON.stringify(urls)}</script>\n${LOADER}\n</head>`);
  writeFileSync(p, h);
}
walk(out);
// let the CSP allow the new inline script in this copy: drop CSP header entirely for diag
