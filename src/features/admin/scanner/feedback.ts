import { readFlag, writeFlag } from '@/lib/safe-storage';
import type { VerdictTone } from './verdict';

const SETTING_KEY = 'scannerFeedback';

/** Sound and vibration are on unless this device's door person turned them off. */
export function readFeedbackOn(): boolean {
  return readFlag('local', SETTING_KEY) !== 'off';
}

export function writeFeedbackOn(on: boolean): void {
  writeFlag('local', SETTING_KEY, on ? 'on' : 'off');
}

/** Distinct patterns a door person tells apart without looking: one buzz yes, long-short-long no. */
export const VIBRATION: Record<VerdictTone, number[]> = {
  admit: [90],
  already: [200, 100, 200],
  refuse: [400, 100, 400],
};

/** Two rising beeps yes; two flat mid beeps "seen before"; one low buzz no. */
const TONES: Record<VerdictTone, Array<{ hz: number; ms: number; wave: OscillatorType }>> = {
  admit: [
    { hz: 880, ms: 90, wave: 'sine' },
    { hz: 1320, ms: 140, wave: 'sine' },
  ],
  already: [
    { hz: 520, ms: 140, wave: 'triangle' },
    { hz: 520, ms: 140, wave: 'triangle' },
  ],
  refuse: [{ hz: 170, ms: 450, wave: 'square' }],
};

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  audio ??= new window.AudioContext();
  return audio;
}

/**
 * Browsers only start sound after a user gesture: the scanner calls this from its first tap
 * (Start camera, a check-in button) so the first verdict is not silent.
 */
export function unlockSound(): void {
  void audioContext()
    ?.resume()
    .catch(() => undefined);
}

function beep(tone: VerdictTone): void {
  const context = audioContext();
  if (!context) return;
  let at = context.currentTime + 0.01;
  for (const { hz, ms, wave } of TONES[tone]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(0.25, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + ms / 1000);
    at += ms / 1000 + 0.06;
  }
}

/** Sound and vibration for a verdict; silent (never throwing) where the device has neither. */
export function announce(tone: VerdictTone): void {
  try {
    beep(tone);
  } catch {
    // A device without audio output still shows the verdict.
  }
  try {
    navigator.vibrate?.(VIBRATION[tone]);
  } catch {
    // iOS Safari has no vibration; the colour and sound carry it.
  }
}
