// Shared festive drawing helpers for the Sangeet Vibes media.
// Pure functions that return SVG markup strings. No randomness except the
// seeded PRNG below, so every output is deterministic.

export const C = {
  night: '#1a0b1e',
  plum: '#3b0f3f',
  pink: '#e0218a',
  marigold: '#f7a600',
  saffron: '#ff7a1a',
  gold: '#e8b64c',
  teal: '#0f766e',
  cream: '#fff6e9',
};

/** mulberry32: small deterministic PRNG. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Compact number formatting for SVG output. */
export const n = (v) => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

export const TAU = Math.PI * 2;
export const clamp = (v, a = 0, b = 1) => Math.min(b, Math.max(a, v));
export const smooth = (v) => {
  const x = clamp(v);
  return x * x * (3 - 2 * x);
};

/** Gradients and symbols shared by every scene. */
export function defs() {
  return `<defs>
<radialGradient id="mg" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#ffd36b"/><stop offset=".55" stop-color="${C.marigold}"/><stop offset="1" stop-color="#c46a00"/></radialGradient>
<radialGradient id="sg" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#ffb067"/><stop offset=".55" stop-color="${C.saffron}"/><stop offset="1" stop-color="#b8440a"/></radialGradient>
<radialGradient id="bk-pink"><stop offset="0" stop-color="${C.pink}" stop-opacity=".55"/><stop offset=".72" stop-color="${C.pink}" stop-opacity=".42"/><stop offset="1" stop-color="${C.pink}" stop-opacity="0"/></radialGradient>
<radialGradient id="bk-marigold"><stop offset="0" stop-color="${C.marigold}" stop-opacity=".55"/><stop offset=".72" stop-color="${C.marigold}" stop-opacity=".42"/><stop offset="1" stop-color="${C.marigold}" stop-opacity="0"/></radialGradient>
<radialGradient id="bk-gold"><stop offset="0" stop-color="${C.gold}" stop-opacity=".5"/><stop offset=".72" stop-color="${C.gold}" stop-opacity=".38"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>
<radialGradient id="bk-saffron"><stop offset="0" stop-color="${C.saffron}" stop-opacity=".55"/><stop offset=".72" stop-color="${C.saffron}" stop-opacity=".4"/><stop offset="1" stop-color="${C.saffron}" stop-opacity="0"/></radialGradient>
<radialGradient id="bk-teal"><stop offset="0" stop-color="#19a394" stop-opacity=".55"/><stop offset=".72" stop-color="#19a394" stop-opacity=".4"/><stop offset="1" stop-color="#19a394" stop-opacity="0"/></radialGradient>
<radialGradient id="bk-cream"><stop offset="0" stop-color="${C.cream}" stop-opacity=".6"/><stop offset=".7" stop-color="${C.cream}" stop-opacity=".35"/><stop offset="1" stop-color="${C.cream}" stop-opacity="0"/></radialGradient>
<radialGradient id="glow-warm"><stop offset="0" stop-color="${C.marigold}" stop-opacity=".7"/><stop offset=".35" stop-color="${C.saffron}" stop-opacity=".25"/><stop offset="1" stop-color="${C.saffron}" stop-opacity="0"/></radialGradient>
<radialGradient id="glow-pink"><stop offset="0" stop-color="${C.pink}" stop-opacity=".6"/><stop offset=".4" stop-color="${C.pink}" stop-opacity=".2"/><stop offset="1" stop-color="${C.pink}" stop-opacity="0"/></radialGradient>
<radialGradient id="glow-teal"><stop offset="0" stop-color="#14b8a6" stop-opacity=".55"/><stop offset=".4" stop-color="${C.teal}" stop-opacity=".22"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient>
<radialGradient id="flame" cx="50%" cy="70%" r="60%"><stop offset="0" stop-color="${C.cream}"/><stop offset=".45" stop-color="#ffd36b"/><stop offset="1" stop-color="${C.saffron}"/></radialGradient>
<linearGradient id="bar-pink" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${C.pink}" stop-opacity="0"/><stop offset=".5" stop-color="${C.pink}" stop-opacity=".85"/><stop offset="1" stop-color="${C.gold}"/></linearGradient>
<linearGradient id="bar-gold" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${C.saffron}" stop-opacity="0"/><stop offset=".5" stop-color="${C.marigold}" stop-opacity=".85"/><stop offset="1" stop-color="${C.cream}"/></linearGradient>
<path id="pa" d="M32 1.6C36.9 1.6 39.6 6 37.9 10.6L32 19 26.1 10.6C24.4 6 27.1 1.6 32 1.6Z"/>
<path id="pb" d="M32 7.2C35.6 10.4 36.2 15.4 32 21.4 27.8 15.4 28.4 10.4 32 7.2Z"/>
<path id="pc" d="M32 22.4C34.2 24.8 34.2 27 32 29 29.8 27 29.8 24.8 32 22.4Z"/>
</defs>`;
}

function ring(id, count, offset = 0) {
  let s = '';
  for (let i = 0; i < count; i++) {
    const a = offset + (i * 360) / count;
    s +=
      a % 360 ? `<use href="#${id}" transform="rotate(${n(a)} 32 32)"/>` : `<use href="#${id}"/>`;
  }
  return s;
}

/**
 * The brand mark (marigold/rangoli medallion) centred at cx,cy with the given
 * diameter. `bloom` (0..1 per ring) lets the intro open it ring by ring.
 */
export function mark(
  cx,
  cy,
  size,
  { rot = 0, rotInner = 0, outer = 1, middle = 1, inner = 1, opacity = 1 } = {},
) {
  const s = size / 64;
  const g = (k, body, r = 0) =>
    k <= 0.001
      ? ''
      : `<g transform="translate(32 32) scale(${n(k)}) rotate(${n(r)}) translate(-32 -32)"${k < 1 ? ` opacity="${n(clamp(k * 1.4))}"` : ''}>${body}</g>`;
  return `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(s)}) rotate(${n(rot)} 32 32)"${
    opacity < 1 ? ` opacity="${n(opacity)}"` : ''
  } stroke="${C.night}" stroke-width=".9" stroke-linejoin="round">${g(outer, `<g fill="${C.marigold}">${ring('pa', 12)}</g>`)}${g(
    middle,
    `<g fill="${C.saffron}">${ring('pb', 12, 15)}</g>`,
  )}${g(
    inner,
    `<circle cx="32" cy="32" r="12.6" fill="${C.pink}"/><circle cx="32" cy="32" r="11" fill="none" stroke="${C.gold}" stroke-width="1.1" stroke-dasharray="1.44 1.44"/><g fill="${C.cream}" stroke="none">${ring(
      'pc',
      8,
    )}</g><circle cx="32" cy="32" r="2.4" fill="${C.gold}" stroke="none"/>`,
    rotInner,
  )}</g>`;
}

/** Petal outline pointing up from the origin, between radii r0 and r1. */
function petalPath(r0, r1, w) {
  const h = r1 - r0;
  return `M0 ${n(-r0)}C${n(w)} ${n(-r0 - h * 0.25)} ${n(w * 0.7)} ${n(-r1 + h * 0.22)} 0 ${n(-r1)}C${n(-w * 0.7)} ${n(
    -r1 + h * 0.22,
  )} ${n(-w)} ${n(-r0 - h * 0.25)} 0 ${n(-r0)}Z`;
}

/** Line-art rangoli medallion (gold strokes, soft pink fills). */
export function medallion(
  cx,
  cy,
  R,
  {
    rot = 0,
    opacity = 1,
    color = C.gold,
    fill = C.pink,
    fillOpacity = 0.22,
    sw = 1,
    lite = false,
    rotInner = 0,
  } = {},
) {
  const P = (r0, r1, w, count, off, attrs) => {
    const d = petalPath(r0, r1, w);
    let s = '';
    for (let i = 0; i < count; i++)
      s += `<path d="${d}" transform="rotate(${n(off + (i * 360) / count)})"/>`;
    return `<g ${attrs}>${s}</g>`;
  };
  const dots = (r, count, rad) => {
    let s = '';
    for (let i = 0; i < count; i++) {
      const a = (i / count) * TAU;
      s += `<circle cx="${n(Math.cos(a) * r)}" cy="${n(Math.sin(a) * r)}" r="${n(rad)}"/>`;
    }
    return s;
  };
  const w = (sw * R) / 200;
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})" opacity="${n(opacity)}">
<g fill="none" stroke="${color}" stroke-width="${n(1.6 * w)}">
<circle r="${n(R)}"/><circle r="${n(R * 0.9)}" stroke-dasharray="${n(R * 0.02)} ${n(R * 0.025)}"/><circle r="${n(R * 0.5)}"/><circle r="${n(R * 0.2)}"/>
</g>
${P(R * 0.5, R * 0.88, R * 0.16, 16, 0, `fill="${fill}" fill-opacity="${fillOpacity}" stroke="${color}" stroke-width="${n(1.4 * w)}"`)}
${lite ? '' : P(R * 0.55, R * 0.78, R * 0.07, 16, 11.25, `fill="none" stroke="${color}" stroke-opacity=".7" stroke-width="${n(1.1 * w)}"`)}
<g${rotInner ? ` transform="rotate(${n(rotInner)})"` : ''}>${P(R * 0.2, R * 0.48, R * 0.1, 12, 15, `fill="${C.marigold}" fill-opacity="${n(fillOpacity * 0.9)}" stroke="${color}" stroke-width="${n(1.3 * w)}"`)}
<g fill="${color}">${dots(R * 0.35, 12, R * 0.012)}</g></g>
<g fill="${color}">${dots(R * 1.05, 48, R * 0.012)}${dots(R * 0.95, 32, R * 0.009)}</g>
<circle r="${n(R * 0.08)}" fill="${color}" fill-opacity=".8"/>
</g>`;
}

/** A marigold bead (flower head) for garlands. */
export function bead(x, y, r, alt) {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${alt ? 'sg' : 'mg'})"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(
    r * 0.6,
  )}" fill="none" stroke="${alt ? '#a8400c' : '#b86300'}" stroke-opacity=".45" stroke-width="${n(r * 0.18)}" stroke-dasharray="${n(r * 0.22)} ${n(r * 0.16)}"/>`;
}

/** Mango-leaf shape hanging from (x,y), rotated by `a` degrees. */
export function leaf(x, y, len, a = 0, color = C.teal) {
  const w = len * 0.34;
  return `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})" d="M0 0C${n(w)} ${n(len * 0.3)} ${n(w * 0.7)} ${n(len * 0.75)} 0 ${n(len)}C${n(-w * 0.7)} ${n(
    len * 0.75,
  )} ${n(-w)} ${n(len * 0.3)} 0 0Z" fill="${color}" stroke="#0b4f49" stroke-width="${n(len * 0.04)}"/>`;
}

/**
 * A toran swag: marigold beads along a sagging curve from (x1,y) to (x2,y),
 * with mango leaves hanging at the lowest point. `swing` offsets the sag.
 */
export function swag(x1, x2, y, sag, r, { swing = 0, leaves = true } = {}) {
  const count = Math.max(3, Math.round((x2 - x1) / (r * 1.55)));
  let s = '';
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = x1 + (x2 - x1) * t + Math.sin(t * Math.PI) * swing;
    const yy = y + Math.sin(t * Math.PI) * sag;
    s += bead(x, yy, r, i % 2 === 1);
  }
  if (leaves) {
    const mx = (x1 + x2) / 2 + swing;
    const my = y + sag + r * 0.6;
    s =
      leaf(mx - r * 0.5, my, r * 3.2, 18) +
      leaf(mx + r * 0.5, my, r * 3.2, -18) +
      leaf(mx, my, r * 3.6, 0, '#138a7f') +
      s;
  }
  return s;
}

/** Vertical hanging strand of beads ending in a pink tassel; sways by `angle` degrees. */
export function strand(x, y, count, r, angle = 0) {
  let s = `<line x1="0" y1="0" x2="0" y2="${n(count * r * 1.7)}" stroke="${C.gold}" stroke-width="${n(r * 0.12)}"/>`;
  for (let i = 0; i < count; i++) s += bead(0, r + i * r * 1.7, r, i % 2 === 1);
  const ty = r + count * r * 1.7 - r * 0.2;
  s += `<circle cx="0" cy="${n(ty)}" r="${n(r * 0.55)}" fill="${C.gold}"/><path d="M0 ${n(ty)}l${n(r * 0.7)} ${n(r * 2.2)}h${n(-r * 1.4)}Z" fill="${C.pink}"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${s}</g>`;
}

/** Soft bokeh disc. */
export function bokehDisc(x, y, r, color, opacity = 1) {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#bk-${color})"${opacity < 1 ? ` opacity="${n(clamp(opacity))}"` : ''}/>`;
}

/** A diya (oil lamp) with flickering flame; `flick` in -1..1. */
export function diya(x, y, s, flick = 0, glow = 1) {
  const fh = s * (0.95 + flick * 0.12);
  return `<g transform="translate(${n(x)} ${n(y)})">
<circle cy="${n(-s * 0.55)}" r="${n(s * 2.4)}" fill="url(#glow-warm)" opacity="${n(clamp(0.55 * glow + flick * 0.08))}"/>
<path d="M${n(-s)} ${n(-s * 0.15)}Q0 ${n(s * 0.95)} ${n(s)} ${n(-s * 0.15)}Q${n(s * 0.35)} ${n(-s * 0.3)} ${n(s * 0.15)} ${n(-s * 0.34)}H${n(-s * 0.15)}Q${n(
    -s * 0.35,
  )} ${n(-s * 0.3)} ${n(-s)} ${n(-s * 0.15)}Z" fill="#c2410c" stroke="${C.gold}" stroke-width="${n(s * 0.07)}"/>
<path d="M${n(-s * 0.6)} ${n(s * 0.1)}Q0 ${n(s * 0.5)} ${n(s * 0.6)} ${n(s * 0.1)}" fill="none" stroke="${C.gold}" stroke-width="${n(s * 0.06)}" stroke-dasharray="${n(s * 0.08)} ${n(s * 0.1)}"/>
<path transform="translate(0 ${n(-s * 0.34)}) rotate(${n(flick * 6)})" d="M0 ${n(-fh)}C${n(s * 0.32)} ${n(-fh * 0.55)} ${n(s * 0.26)} 0 0 0C${n(-s * 0.26)} 0 ${n(-s * 0.32)} ${n(-fh * 0.55)} 0 ${n(-fh)}Z" fill="url(#flame)"/>
</g>`;
}

/** Confetti piece: rectangle, circle or tiny triangle. */
export function confettiPiece(x, y, size, kind, color, angle, squash = 1) {
  const t = `translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(1 ${n(squash)})`;
  if (kind === 0)
    return `<rect transform="${t}" x="${n(-size / 2)}" y="${n(-size / 4)}" width="${n(size)}" height="${n(size / 2)}" rx="${n(size * 0.08)}" fill="${color}"/>`;
  if (kind === 1) return `<circle transform="${t}" r="${n(size * 0.32)}" fill="${color}"/>`;
  return `<path transform="${t}" d="M0 ${n(-size * 0.45)}L${n(size * 0.4)} ${n(size * 0.3)}H${n(-size * 0.4)}Z" fill="${color}"/>`;
}

/** Paisley (mango motif) outline with inner detail, pointing up-right. */
export function paisley(
  x,
  y,
  s,
  a = 0,
  { color = C.gold, fill = 'none', sw = 1, detail = true } = {},
) {
  const k = (v) => n(v * s);
  const outer = `M0 ${k(40)}C${k(-26)} ${k(40)} ${k(-34)} ${k(14)} ${k(-24)} ${k(-6)}C${k(-14)} ${k(-26)} ${k(8)} ${k(-26)} ${k(16)} ${k(-44)}C${k(24)} ${k(-20)} ${k(30)} ${k(2)} ${k(24)} ${k(20)}C${k(18)} ${k(34)} ${k(10)} ${k(40)} 0 ${k(40)}Z`;
  let s2 = `<path d="${outer}" fill="${fill}" stroke="${color}" stroke-width="${n(sw * 1.6)}"/>`;
  if (detail) {
    s2 += `<path d="M0 ${k(30)}C${k(-16)} ${k(30)} ${k(-22)} ${k(14)} ${k(-14)} ${k(2)}C${k(-6)} ${k(-10)} ${k(8)} ${k(-12)} ${k(13)} ${k(-26)}C${k(18)} ${k(-8)} ${k(20)} ${k(8)} ${k(15)} ${k(18)}C${k(11)} ${k(26)} ${k(6)} ${k(30)} 0 ${k(30)}Z" fill="none" stroke="${color}" stroke-width="${n(sw)}" stroke-dasharray="${k(2)} ${k(3)}"/>`;
    s2 += `<circle cx="${k(-2)}" cy="${k(16)}" r="${k(7)}" fill="none" stroke="${color}" stroke-width="${n(sw)}"/><circle cx="${k(-2)}" cy="${k(16)}" r="${k(2.6)}" fill="${color}"/>`;
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})">${s2}</g>`;
}
