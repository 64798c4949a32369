#!/usr/bin/env node
// Prints an ffmpeg aevalsrc expression for a scene's soundtrack:
//   node audio.mjs <hero|shoutout-1|shoutout-2>
// A gentle dhol/tabla groove at 120 BPM (eighth-note steps of 0.25 s, 8 steps
// per bar), a soft tanpura-like drone and a santoor-like pluck melody. Every
// part repeats every 2 or 4 s, so 6 s and 8 s clips loop cleanly. The bass
// hits line up with the visual pulses in frames.mjs. Noise comes from
// aevalsrc's random(), which is seeded identically on every run.

const PRESETS = {
  // bass (dagga) and treble (tilli) weights for the 8 steps of a bar
  hero: {
    bass: [1, 0, 0, 0.8, 0, 0, 0.9, 0],
    tak: [0, 0, 1, 0, 0.55, 0.35, 0, 0.9],
    clap: [0, 0, 0, 0, 0, 0, 0, 0],
    shaker: 0.05,
    drone: 0.035,
    // 16-step melody (semitones above Sa = 294 Hz, null = rest)
    melody: [12, null, 9, 7, 9, null, 4, null, 7, null, 4, 2, 4, null, 0, null],
    mel: 0.11,
    gain: 1.3,
  },
  'shoutout-1': {
    bass: [1, 0, 0, 0.8, 0.45, 0, 0.9, 0],
    tak: [0, 0.3, 1, 0, 0.6, 0.4, 0, 1],
    clap: [0, 0, 1, 0, 0, 0, 1, 0],
    shaker: 0.07,
    drone: 0.025,
    melody: [12, 14, 12, 9, 7, 9, 12, null],
    mel: 0.09,
    gain: 1.2,
  },
  'shoutout-2': {
    bass: [1, 0, 0, 0, 0, 0.85, 0, 0],
    tak: [0, 0, 0, 0.7, 0, 0, 0.4, 0.6],
    clap: [0, 0, 0, 0, 0, 0, 0, 0],
    shaker: 0.035,
    drone: 0.05,
    melody: [7, null, null, 4, 7, null, 9, null, 12, null, 9, null, 7, null, 4, null],
    mel: 0.13,
    gain: 1.3,
  },
};

const scene = process.argv[2];
const p = PRESETS[scene];
if (!p) {
  console.error(`usage: node audio.mjs <${Object.keys(PRESETS).join('|')}>`);
  process.exit(2);
}

const weights = (arr, v) =>
  arr
    .map((w, i) => (w ? `${w}*eq(${v},${i})` : ''))
    .filter(Boolean)
    .join('+') || '0';

const L = p.melody.length; // 8 or 16 steps
const semis = p.melody
  .map((s, i) => (s === null ? '' : `${(294 * 2 ** (s / 12)).toFixed(3)}*eq(ld(2),${i})`))
  .filter(Boolean)
  .join('+');
const melMask = p.melody
  .map((s, i) => (s === null ? '' : `eq(ld(2),${i})`))
  .filter(Boolean)
  .join('+');

const expr = [
  'st(0,mod(t,0.25))', // u: time since the step began
  'st(1,mod(floor(t*4+1e-6),8))', // step in bar
  `st(2,mod(floor(t*4+1e-6),${L}))`, // step in melody
  'st(3,min(1,(0.25-ld(0))*240))', // 4 ms fade at the end of each step
  // dhol bass: pitch drops from ~128 Hz to 58 Hz, slow decay
  `st(4,(${weights(p.bass, 'ld(1)')})*exp(-ld(0)*9)*sin(2*PI*(58*ld(0)+70*(1-exp(-ld(0)*28))/28)))`,
  // dhol treble "tak": ringing 430 Hz + overtone + a short noise attack
  `st(5,(${weights(p.tak, 'ld(1)')})*exp(-ld(0)*30)*(0.6*sin(2*PI*430*ld(0))+0.28*sin(2*PI*1030*ld(0))+0.3*(random(0)*2-1)*exp(-ld(0)*70)))`,
  // clap: two quick noise bursts
  `st(6,(${weights(p.clap, 'ld(1)')})*(random(1)*2-1)*(exp(-ld(0)*90)+0.7*gte(ld(0),0.012)*exp(-(ld(0)-0.012)*45)))`,
  // shaker on every step, accented off-beats
  'st(7,(0.35+0.65*mod(ld(1),2))*exp(-ld(0)*60)*(random(2)*2-1))',
  // santoor-like pluck
  `st(8,(${melMask})*exp(-ld(0)*11)*(sin(2*PI*(${semis})*ld(0))+0.35*sin(4*PI*(${semis})*ld(0))+0.12*sin(6*PI*(${semis})*ld(0))))`,
  // drone on Sa/Pa (whole cycles every 2 s)
  'st(9,(sin(2*PI*147*t)+0.55*sin(2*PI*220.5*t)+0.3*sin(2*PI*294*t))*(0.85+0.15*sin(PI*t)))',
  `${p.gain}*(ld(3)*(0.55*ld(4)+0.3*ld(5)+0.22*ld(6)+${p.shaker}*ld(7)+${p.mel}*ld(8))+${p.drone}*ld(9))`,
].join(';');

process.stdout.write(expr);
