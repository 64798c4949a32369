#!/usr/bin/env node
// Writes one SVG per video frame for a scene: node frames.mjs <scene> <outdir>
// Scenes: hero, hero-wide (one still), intro, shoutout-1, shoutout-2. Prints "<fps> <frames>".
// Every motion is a periodic function of t/T with whole-number cycles, so
// looping scenes join seamlessly; all randomness comes from a seeded PRNG.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  C,
  TAU,
  bead,
  bokehDisc,
  clamp,
  confettiPiece,
  defs,
  diya,
  mark,
  medallion,
  n,
  paisley,
  rng,
  smooth,
  strand,
  swag,
} from './art.mjs';

// Rhythm shared with the soundtrack in make-media.sh: 120 BPM, eighth-note
// steps of 0.25 s, 8 steps per bar; bass ("dhum") on steps 0, 3 and 6.
const STEP = 0.25;
const BASS_STEPS = [0, 3, 6];

/** 1 on a bass hit, decaying until the next. */
function pulse(t, steps = BASS_STEPS, decay = 7) {
  const s = Math.floor(t / STEP + 1e-9);
  for (let k = s; k > s - 8; k--) {
    const inBar = ((k % 8) + 8) % 8;
    if (steps.includes(inBar)) return Math.exp(-(t - k * STEP) * decay);
  }
  return 0;
}

const wrap = (v, m) => ((v % m) + m) % m;

function svgOpen(W, H, extraDefs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${defs()}<defs>${extraDefs}</defs>`;
}

/** Particles rising (dir -1) or falling (dir 1) with whole-number wraps per loop. */
function drifting(seed, count, W, H, { rmin, rmax, dir = -1, colors, opMin = 0.3, opMax = 0.9 }) {
  const R = rng(seed);
  return Array.from({ length: count }, (_, i) => ({
    x: R() * W,
    y: R() * H,
    r: rmin + R() * (rmax - rmin),
    laps: 1 + Math.floor(R() * 2),
    sway: 6 + R() * 18,
    swayF: 1 + Math.floor(R() * 3),
    ph: R() * TAU,
    tw: 1 + Math.floor(R() * 3),
    op: opMin + R() * (opMax - opMin),
    color: colors[i % colors.length],
    spin: (R() < 0.5 ? -1 : 1) * (1 + Math.floor(R() * 2)),
    flip: 1 + Math.floor(R() * 3),
    a0: R() * 360,
    kind: i % 3,
    size: 0,
    dir,
  }));
}

function place(p, u, H, margin) {
  const span = H + margin * 2;
  const y = wrap(p.y + p.dir * p.laps * span * u + margin, span) - margin;
  const x = p.x + Math.sin(TAU * p.swayF * u + p.ph) * p.sway;
  return [x, y];
}

function beams(W, H, u, p, list) {
  return list
    .map(({ x, color, a0, amp, f, ph, len, w, op }) => {
      const a = a0 + amp * Math.sin(TAU * f * u + ph);
      const o = op * (0.75 + 0.5 * p);
      return `<g transform="translate(${n(x)} -20) rotate(${n(a)})" opacity="${n(clamp(o))}"><path d="M-6 0L6 0L${n(w)} ${n(len)}L${n(-w)} ${n(len)}Z" fill="url(#beam-${color})"/></g>`;
    })
    .join('');
}

const beamDefs = ['pink', 'marigold', 'gold', 'teal']
  .map((c) => {
    const col = c === 'teal' ? '#14b8a6' : C[c];
    return `<linearGradient id="beam-${c}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${col}" stop-opacity=".9"/><stop offset=".6" stop-color="${col}" stop-opacity=".25"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></linearGradient>`;
  })
  .join('');

// ---------------------------------------------------------------- hero
function hero(fps = 24, T = 8) {
  const W = 720,
    H = 1280;
  const bok = drifting(11, 34, W, H, {
    rmin: 18,
    rmax: 70,
    colors: ['pink', 'marigold', 'gold', 'saffron', 'pink', 'marigold'],
    opMin: 0.35,
    opMax: 1,
  });
  const conf = drifting(12, 26, W, H, {
    rmin: 9,
    rmax: 16,
    dir: 1,
    colors: [C.pink, C.marigold, C.gold, C.cream, C.saffron, '#14b8a6'],
  });
  const extra = `${beamDefs}
<linearGradient id="hbg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.night}"/><stop offset=".45" stop-color="#2a0d2e"/><stop offset=".8" stop-color="${C.plum}"/><stop offset="1" stop-color="#2a0d2e"/></linearGradient>
<radialGradient id="vig" cx="50%" cy="50%" r="75%"><stop offset=".55" stop-color="${C.night}" stop-opacity="0"/><stop offset="1" stop-color="${C.night}" stop-opacity=".85"/></radialGradient>`;
  const frames = [];
  const N = fps * T;
  for (let f = 0; f < N; f++) {
    const t = f / fps,
      u = t / T,
      p = pulse(t);
    let s = svgOpen(W, H, extra);
    s += `<rect width="${W}" height="${H}" fill="url(#hbg)"/>`;
    s += `<circle cx="360" cy="900" r="${n(560 + 30 * p)}" fill="url(#glow-pink)" opacity="${n(0.55 + 0.25 * p)}"/>`;
    s += beams(W, H, u, p, [
      { x: 120, color: 'pink', a0: -18, amp: 14, f: 1, ph: 0, len: 1300, w: 170, op: 0.22 },
      { x: 600, color: 'marigold', a0: 18, amp: 14, f: 1, ph: Math.PI, len: 1300, w: 170, op: 0.2 },
      { x: 360, color: 'gold', a0: 0, amp: 22, f: 2, ph: Math.PI / 2, len: 1200, w: 120, op: 0.12 },
    ]);
    s += medallion(360, 920, 400, {
      rot: 22.5 * u,
      rotInner: -30 * u - 22.5 * u,
      opacity: 0.75 + 0.15 * p,
    });
    s += `<circle cx="360" cy="920" r="${n(230 + 25 * p)}" fill="url(#glow-warm)" opacity="${n(0.55 + 0.35 * p)}"/>`;
    for (const b of bok) {
      const [x, y] = place(b, u, H, b.r);
      const tw = 0.75 + 0.25 * Math.sin(TAU * b.tw * u + b.ph);
      s += bokehDisc(x, y, b.r, b.color, b.op * tw);
    }
    s += mark(360, 920, 180 * (1 + 0.06 * p), { rot: 30 * u, rotInner: -45 * u - 30 * u });
    for (const c of conf) {
      const [x, y] = place(c, u, H, 30);
      s += confettiPiece(
        x,
        y,
        c.r,
        c.kind,
        c.color,
        c.a0 + 360 * c.spin * u,
        Math.cos(TAU * c.flip * u + c.ph),
      );
    }
    // toran across the top, swaying; strands on both sides
    const sway = Math.sin(TAU * 2 * u);
    s += swag(-60, 200, -6, 46, 13, { swing: 6 * sway });
    s += swag(200, 520, -6, 54, 13, { swing: -6 * sway });
    s += swag(520, 780, -6, 46, 13, { swing: 6 * sway });
    s += strand(30, -4, 9, 12, 3 * Math.sin(TAU * 2 * u + 0.6));
    s += strand(690, -4, 7, 12, -3 * Math.sin(TAU * 2 * u + 1.2));
    // diyas along the bottom
    for (let i = 0; i < 5; i++) {
      const fl =
        0.6 * Math.sin(TAU * (5 + i) * u + i) + 0.4 * Math.sin(TAU * (11 + 2 * i) * u + 2 * i);
      s += diya(120 + i * 120, 1238, 22, fl, 0.8 + 0.3 * p);
    }
    s += `<rect width="${W}" height="${H}" fill="url(#vig)"/></svg>`;
    frames.push(s);
  }
  return { fps, frames };
}

// ---------------------------------------------------------------- hero-wide
// One landscape still of the hero's party (1600x900) for laptops, which show no video: the
// same lights, medallion, toran and diyas, composed for a wide screen. The medallion sits right
// of centre, behind the next-party card, and the left stays dark for the headline.
function heroWide() {
  const W = 1600,
    H = 900,
    u = 0.18,
    p = 0.6;
  const bok = drifting(61, 44, W, H, {
    rmin: 16,
    rmax: 64,
    colors: ['pink', 'marigold', 'gold', 'saffron', 'pink', 'marigold'],
    opMin: 0.3,
    opMax: 0.9,
  });
  const conf = drifting(62, 30, W, H, {
    rmin: 8,
    rmax: 14,
    dir: 1,
    colors: [C.pink, C.marigold, C.gold, C.cream, C.saffron, '#14b8a6'],
  });
  const extra = `${beamDefs}
<linearGradient id="wbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.night}"/><stop offset=".5" stop-color="#2a0d2e"/><stop offset="1" stop-color="${C.plum}"/></linearGradient>
<radialGradient id="wvig" cx="62%" cy="55%" r="80%"><stop offset=".5" stop-color="${C.night}" stop-opacity="0"/><stop offset="1" stop-color="${C.night}" stop-opacity=".8"/></radialGradient>`;
  let s = svgOpen(W, H, extra);
  s += `<rect width="${W}" height="${H}" fill="url(#wbg)"/>`;
  s += `<circle cx="1120" cy="560" r="620" fill="url(#glow-pink)" opacity=".6"/>`;
  s += beams(W, H, u, p, [
    { x: 260, color: 'pink', a0: -22, amp: 10, f: 1, ph: 0, len: 1100, w: 190, op: 0.18 },
    { x: 820, color: 'gold', a0: 4, amp: 16, f: 2, ph: Math.PI / 2, len: 1000, w: 140, op: 0.12 },
    { x: 1380, color: 'marigold', a0: 20, amp: 10, f: 1, ph: Math.PI, len: 1100, w: 190, op: 0.2 },
  ]);
  s += medallion(1120, 560, 430, { rot: 22.5 * u, rotInner: -52.5 * u, opacity: 0.7 });
  s += `<circle cx="1120" cy="560" r="250" fill="url(#glow-warm)" opacity=".7"/>`;
  for (const b of bok) {
    const [x, y] = place(b, u, H, b.r);
    s += bokehDisc(x, y, b.r, b.color, b.op * (0.75 + 0.25 * Math.sin(TAU * b.tw * u + b.ph)));
  }
  s += mark(1120, 560, 190, { rot: 30 * u, rotInner: -75 * u });
  for (const c of conf) {
    const [x, y] = place(c, u, H, 30);
    s += confettiPiece(
      x,
      y,
      c.r,
      c.kind,
      c.color,
      c.a0 + 360 * c.spin * u,
      Math.cos(TAU * c.flip * u + c.ph),
    );
  }
  // toran across the top, strands at both edges, diyas along the bottom
  for (let i = 0; i < 6; i++) s += swag(-60 + i * 290, 230 + i * 290, -6, 44 + (i % 2) * 8, 13);
  s += strand(28, -4, 8, 12, 2);
  s += strand(1572, -4, 8, 12, -2);
  for (let i = 0; i < 11; i++) s += diya(80 + i * 144, 862, 22, 0.3 * Math.sin(i * 1.7), 0.9);
  s += `<rect width="${W}" height="${H}" fill="url(#wvig)"/></svg>`;
  return { fps: 1, frames: [s] };
}

// ---------------------------------------------------------------- intro
const easeOutBack = (x) => {
  const c1 = 1.70158,
    c3 = c1 + 1;
  return 1 + c3 * Math.pow(x - 1, 3) + c1 * Math.pow(x - 1, 2);
};
const easeOutCubic = (x) => 1 - Math.pow(1 - x, 3);
const seg = (t, a, b) => clamp((t - a) / (b - a));

// Starts at START s of the animation, where the mark is already blooming: its first frame is
// also the poster (make-media.sh), so the overlay never shows a dark frame with a lone spark.
function intro(fps = 30, T = 3.5, START = 0.5) {
  const W = 720,
    H = 1280,
    cx = 360,
    cy = 600;
  const R = rng(31);
  const burst = Array.from({ length: 96 }, (_, i) => ({
    a: (i / 96) * TAU + (R() - 0.5) * 0.25,
    d: 220 + R() * 520,
    r: 10 + R() * 12,
    spin: (R() - 0.5) * 720,
    kind: i % 4,
    color: [C.marigold, C.saffron, C.pink, C.gold, C.cream][i % 5],
    delay: R() * 0.18,
  }));
  const extra = `<radialGradient id="ibg" cx="50%" cy="47%" r="70%"><stop offset="0" stop-color="${C.plum}"/><stop offset="1" stop-color="${C.night}"/></radialGradient>`;
  const frames = [];
  const N = Math.round(fps * (T - START));
  for (let f = 0; f < N; f++) {
    const t = START + f / fps;
    const fadeIn = smooth(seg(t, 0, 0.5));
    const fadeOut = 1 - smooth(seg(t, 2.7, 3.4));
    const zoom = 1 + 0.18 * smooth(seg(t, 2.6, 3.4));
    let s = svgOpen(W, H, extra);
    s += `<rect width="${W}" height="${H}" fill="${C.night}"/>`;
    s += `<rect width="${W}" height="${H}" fill="url(#ibg)" opacity="${n(fadeIn * fadeOut)}"/>`;
    s += `<g opacity="${n(fadeOut)}" transform="translate(${cx} ${cy}) scale(${n(zoom)}) translate(${-cx} ${-cy})">`;
    // medallion line-art unfolding behind
    const m = easeOutCubic(seg(t, 0.7, 1.8));
    if (m > 0)
      s += medallion(cx, cy, 330 * (0.4 + 0.6 * m), {
        rot: -40 * (1 - m) + 4 * t,
        rotInner: 30 * (1 - m),
        opacity: 0.85 * m,
      });
    // glow flash at the bloom
    const g = Math.exp(-Math.pow((t - 1.25) / 0.45, 2));
    s += `<circle cx="${cx}" cy="${cy}" r="${n(120 + 320 * smooth(seg(t, 0.1, 1.6)))}" fill="url(#glow-warm)" opacity="${n(clamp(0.25 + 0.75 * g) * fadeIn)}"/>`;
    // central spark
    const sp = seg(t, 0.05, 0.6);
    if (t < 1.0)
      s += `<circle cx="${cx}" cy="${cy}" r="${n(4 + 26 * sp)}" fill="${C.cream}" opacity="${n(clamp(1.2 - t))}"/>`;
    // marigold burst
    const bt = t - 1.0;
    if (bt > 0) {
      for (const b of burst) {
        const k = clamp((bt - b.delay) / 1.6);
        if (k <= 0 || k >= 1) continue;
        const d = 120 + b.d * easeOutCubic(k);
        const x = cx + Math.cos(b.a) * d,
          y = cy + Math.sin(b.a) * d + 120 * k * k;
        const op = 1 - smooth(seg(k, 0.55, 1));
        s += `<g opacity="${n(op)}">`;
        s +=
          b.kind === 3
            ? bead(x, y, b.r * 0.9, false)
            : confettiPiece(x, y, b.r * 1.6, b.kind, b.color, b.spin * k, Math.cos(k * 9 + b.a));
        s += `</g>`;
      }
    }
    // the mark blooming ring by ring
    const inner = easeOutBack(seg(t, 0.25, 0.85));
    const middle = easeOutBack(seg(t, 0.55, 1.15));
    const outer = easeOutBack(seg(t, 0.85, 1.5));
    const rot = -90 * (1 - easeOutCubic(seg(t, 0.25, 1.6))) + 6 * t;
    s += mark(cx, cy, 300, { rot, outer, middle, inner });
    s += `</g></svg>`;
    frames.push(s);
  }
  return { fps, frames };
}

// ---------------------------------------------------------------- shoutout 1: pink/gold confetti + light bars
function shoutout1(fps = 24, T = 6) {
  const W = 540,
    H = 960;
  const conf = drifting(41, 70, W, H, {
    rmin: 9,
    rmax: 18,
    dir: 1,
    colors: [C.pink, C.gold, C.marigold, C.cream, '#ff4fb0'],
  });
  const sparkles = drifting(42, 14, W, H * 0.6, { rmin: 6, rmax: 14, colors: [C.cream, C.gold] });
  const extra = `${beamDefs}
<linearGradient id="s1bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.night}"/><stop offset=".55" stop-color="${C.plum}"/><stop offset="1" stop-color="#5a0f4a"/></linearGradient>
<radialGradient id="s1vig" cx="50%" cy="50%" r="75%"><stop offset=".6" stop-color="${C.night}" stop-opacity="0"/><stop offset="1" stop-color="${C.night}" stop-opacity=".8"/></radialGradient>`;
  const bars = 9;
  const R = rng(43);
  const barParams = Array.from({ length: bars }, () => ({
    f1: 1 + Math.floor(R() * 4),
    f2: 3 + Math.floor(R() * 6),
    ph: R() * TAU,
    ph2: R() * TAU,
  }));
  const frames = [];
  const N = fps * T;
  for (let f = 0; f < N; f++) {
    const t = f / fps,
      u = t / T,
      p = pulse(t),
      p2 = pulse(t, [2, 4, 7], 10);
    let s = svgOpen(W, H, extra);
    s += `<rect width="${W}" height="${H}" fill="url(#s1bg)"/>`;
    s += `<circle cx="270" cy="980" r="${n(520 + 40 * p)}" fill="url(#glow-pink)" opacity="${n(0.7 + 0.3 * p)}"/>`;
    s += beams(W, H, u, p, [
      { x: 270, color: 'pink', a0: 0, amp: 32, f: 1, ph: 0, len: 1100, w: 110, op: 0.28 },
      { x: 270, color: 'gold', a0: 0, amp: 32, f: 1, ph: Math.PI, len: 1100, w: 110, op: 0.26 },
      { x: 60, color: 'marigold', a0: -24, amp: 10, f: 2, ph: 1, len: 1000, w: 90, op: 0.16 },
      { x: 480, color: 'pink', a0: 24, amp: 10, f: 2, ph: 2, len: 1000, w: 90, op: 0.16 },
    ]);
    // spinning "vinyl" rings
    const rc = `transform="translate(270 330) rotate(${n(360 * u)})"`;
    s += `<circle cx="270" cy="330" r="${n(170 + 10 * p)}" fill="url(#glow-warm)" opacity="${n(0.35 + 0.4 * p)}"/>`;
    s += `<g ${rc} fill="none"><circle r="150" stroke="${C.gold}" stroke-width="3" stroke-dasharray="2 10"/><circle r="128" stroke="${C.pink}" stroke-width="8" stroke-dasharray="40 14 6 14"/><circle r="104" stroke="${C.gold}" stroke-width="1.5" opacity=".8"/></g>`;
    s += `<g transform="translate(270 330) rotate(${n(-360 * u)})" fill="none"><circle r="90" stroke="${C.marigold}" stroke-width="5" stroke-dasharray="22 10"/><circle r="70" stroke="${C.cream}" stroke-width="1.4" stroke-dasharray="1 6" opacity=".8"/></g>`;
    s += mark(270, 330, 120 * (1 + 0.08 * p), { rot: 60 * u, rotInner: -90 * u - 60 * u });
    // dancing light bars
    const bw = 40,
      gap = 16,
      x0 = (W - (bars * bw + (bars - 1) * gap)) / 2,
      base = 900;
    for (let i = 0; i < bars; i++) {
      const bp = barParams[i];
      const centre = 1 - Math.abs(i - (bars - 1) / 2) / ((bars - 1) / 2);
      const h =
        90 +
        140 * centre * p +
        70 * (i % 2 ? p2 : p) +
        45 * (0.5 + 0.5 * Math.sin(TAU * bp.f1 * u + bp.ph)) +
        30 * (0.5 + 0.5 * Math.sin(TAU * bp.f2 * u + bp.ph2));
      const x = x0 + i * (bw + gap);
      const grad = i % 2 ? 'bar-gold' : 'bar-pink';
      s += `<rect x="${n(x - 10)}" y="${n(base - h - 10)}" width="${bw + 20}" height="${n(h + 20)}" rx="30" fill="url(#${grad})" opacity=".25"/>`;
      s += `<rect x="${n(x)}" y="${n(base - h)}" width="${bw}" height="${n(h)}" rx="20" fill="url(#${grad})"/>`;
      s += `<rect x="${n(x + 12)}" y="${n(base - h + 8)}" width="8" height="${n(Math.max(0, h * 0.45))}" rx="4" fill="${C.cream}" opacity=".35"/>`;
      // reflection
      s += `<rect x="${n(x)}" y="${base + 6}" width="${bw}" height="${n(h * 0.25)}" rx="16" fill="url(#${grad})" opacity=".18" transform="translate(0 ${2 * base + 12 + h * 0.25}) scale(1 -1)"/>`;
    }
    for (const c of conf) {
      const [x, y] = place(c, u, H, 30);
      s += confettiPiece(
        x,
        y,
        c.r,
        c.kind,
        c.color,
        c.a0 + 360 * c.spin * u,
        Math.cos(TAU * c.flip * u + c.ph),
      );
    }
    for (const sp of sparkles) {
      const k = 0.5 + 0.5 * Math.sin(TAU * sp.tw * u + sp.ph);
      const r = sp.r * (0.4 + 0.8 * k);
      s += `<path transform="translate(${n(sp.x)} ${n(sp.y)}) rotate(${n(45 * u * sp.spin)})" d="M0 ${n(-r)}L${n(r * 0.22)} ${n(-r * 0.22)} ${n(r)} 0 ${n(r * 0.22)} ${n(r * 0.22)} 0 ${n(r)} ${n(-r * 0.22)} ${n(r * 0.22)} ${n(-r)} 0 ${n(-r * 0.22)} ${n(-r * 0.22)}Z" fill="${sp.color}" opacity="${n(0.3 + 0.7 * k)}"/>`;
    }
    s += `<rect width="${W}" height="${H}" fill="url(#s1vig)"/></svg>`;
    frames.push(s);
  }
  return { fps, frames };
}

// ---------------------------------------------------------------- shoutout 2: teal/marigold mehndi swirl + bokeh
function shoutout2(fps = 24, T = 8) {
  const W = 540,
    H = 960,
    cx = 270,
    cy = 470;
  const bok = drifting(51, 34, W, H, {
    rmin: 14,
    rmax: 54,
    colors: ['marigold', 'teal', 'gold', 'cream', 'saffron', 'marigold'],
    opMin: 0.25,
    opMax: 0.85,
  });
  const motes = drifting(52, 40, W, H, {
    rmin: 1.5,
    rmax: 3.5,
    colors: [C.cream, C.gold, C.marigold],
  });
  const extra = `<radialGradient id="s2bg" cx="50%" cy="48%" r="80%"><stop offset="0" stop-color="#0f5f58"/><stop offset=".5" stop-color="#0b3a3a"/><stop offset="1" stop-color="${C.night}"/></radialGradient>
<radialGradient id="s2vig" cx="50%" cy="50%" r="75%"><stop offset=".6" stop-color="${C.night}" stop-opacity="0"/><stop offset="1" stop-color="${C.night}" stop-opacity=".85"/></radialGradient>`;
  // spiral arm path (Archimedean), drawn once and rotated
  let spiral = 'M0 0';
  for (let k = 1; k <= 60; k++) {
    const a = (k / 60) * TAU * 1.15,
      r = (k / 60) * 250;
    spiral += `L${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}`;
  }
  const frames = [];
  const N = fps * T;
  for (let f = 0; f < N; f++) {
    const t = f / fps,
      u = t / T,
      p = pulse(t, [0, 5], 5);
    let s = svgOpen(W, H, extra);
    s += `<rect width="${W}" height="${H}" fill="url(#s2bg)"/>`;
    s += `<circle cx="${cx}" cy="${cy}" r="${n(330 + 20 * p)}" fill="url(#glow-warm)" opacity="${n(0.35 + 0.25 * p)}"/>`;
    for (const b of bok.slice(0, 14)) {
      const [x, y] = place(b, u, H, b.r);
      s += bokehDisc(
        x,
        y,
        b.r * 1.3,
        b.color,
        b.op * 0.6 * (0.75 + 0.25 * Math.sin(TAU * b.tw * u + b.ph)),
      );
    }
    // flowing spiral arms (dash pattern travels a whole number of periods per loop)
    s += `<g transform="translate(${cx} ${cy}) rotate(${n(60 * u)})" fill="none" stroke-linecap="round">`;
    for (let i = 0; i < 6; i++) {
      const col = i % 2 ? C.marigold : C.cream;
      s += `<path d="${spiral}" transform="rotate(${i * 60})" stroke="${col}" stroke-opacity="${i % 2 ? 0.8 : 0.5}" stroke-width="3" stroke-dasharray="14 10 3 10" stroke-dashoffset="${n(-37 * 4 * u)}"/>`;
    }
    s += `</g>`;
    // mehndi mandala: paisley ring rotating, petals counter-rotating
    s += `<g transform="translate(${cx} ${cy}) rotate(${n(45 * u)})">`;
    for (let i = 0; i < 8; i++) {
      const a = i * 45;
      const rr = (a * Math.PI) / 180;
      s += paisley(Math.cos(rr) * 150, Math.sin(rr) * 150, 1.15, a + 90 + 20, {
        color: C.marigold,
        fill: 'rgba(15,118,110,.55)',
        sw: 1.4,
      });
    }
    s += `<circle r="196" fill="none" stroke="${C.gold}" stroke-width="1.4" stroke-dasharray="2 6"/><circle r="208" fill="none" stroke="${C.gold}" stroke-width="1" opacity=".6"/>`;
    s += `</g>`;
    s += medallion(cx, cy, 112 * (1 + 0.03 * p), {
      rot: -22.5 * u,
      rotInner: 30 * u + 22.5 * u,
      color: C.cream,
      fill: C.marigold,
      fillOpacity: 0.3,
      sw: 1.6,
    });
    s += mark(cx, cy, 70 * (1 + 0.06 * p), { rot: -30 * u, rotInner: 45 * u + 30 * u });
    for (const b of bok.slice(14)) {
      const [x, y] = place(b, u, H, b.r);
      s += bokehDisc(x, y, b.r, b.color, b.op * (0.75 + 0.25 * Math.sin(TAU * b.tw * u + b.ph)));
    }
    for (const m of motes) {
      const [x, y] = place(m, u, H, 10);
      s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(m.r)}" fill="${m.color}" opacity="${n(0.35 + 0.6 * (0.5 + 0.5 * Math.sin(TAU * m.tw * u + m.ph)))}"/>`;
    }
    // hanging toran top
    const sway = Math.sin(TAU * u * 2);
    s += swag(-40, 200, -6, 40, 11, { swing: 5 * sway });
    s += swag(200, 340, -6, 28, 11, { swing: -4 * sway, leaves: false });
    s += swag(340, 580, -6, 40, 11, { swing: 5 * sway });
    s += `<rect width="${W}" height="${H}" fill="url(#s2vig)"/></svg>`;
    frames.push(s);
  }
  return { fps, frames };
}

const scenes = {
  hero,
  'hero-wide': heroWide,
  intro,
  'shoutout-1': shoutout1,
  'shoutout-2': shoutout2,
};
const [scene, out] = process.argv.slice(2);
if (!scenes[scene] || !out) {
  console.error(`usage: node frames.mjs <${Object.keys(scenes).join('|')}> <outdir>`);
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const { fps, frames } = scenes[scene]();
frames.forEach((s, i) => writeFileSync(join(out, `f${String(i).padStart(4, '0')}.svg`), s));
console.log(`${fps} ${frames.length}`);
