import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeAll,
  openBenchPage,
  renderFrames,
  ticketCorpus,
} from '../../scripts/lib/decode-bench.mjs';

// docs/design.md §10.3: a fixed-seed slice of `npm run bench -- --only=decode`. Ticket QRs with
// random booking ids, e-mails and counts, rendered as the ticket page renders them, then as
// camera-like JPEG frames; the door's WebAssembly decoder must read every one, and the two
// tickets html5-qrcode could not read (docs/design.md §9.13).

const SEED = 1818;
const TICKETS = 12;
const ZXING = ['zxing-wasm'];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openBenchPage());
});

afterAll(async () => {
  await browser?.close();
});

const dataUrl = (file: string) =>
  `data:image/png;base64,${readFileSync(`tests/fixtures/qr/${file}`).toString('base64')}`;

describe('the door’s decoder on a fixed corpus of ticket QRs', () => {
  it.each(ticketCorpus(TICKETS, SEED).map((ticket, index) => [index, ticket] as const))(
    'ticket %i: its clean render and its camera-like frame',
    async (index, ticket) => {
      const frames = await renderFrames(page, ticket.svg, SEED * 7919 + index);
      expect((await decodeAll(page, frames.clean, ZXING))['zxing-wasm']?.text).toBe(ticket.text);
      expect(
        (await decodeAll(page, frames.frame, ZXING))['zxing-wasm']?.text,
        JSON.stringify(frames.params),
      ).toBe(ticket.text);
    },
  );

  // Codes of 129–191 px in a 640×480 frame (under 3 px a module) that ZXing's first look misses
  // and its second look, the scan box at twice the size, reads (docs/design.md §5.6): from the
  // bench's corpus (seed 18), where they were among the misses that kept it under 99 %.
  const BENCH_SEED = 18;
  const benchCorpus = ticketCorpus(155, BENCH_SEED);
  it.each([11, 25, 154])(
    'bench ticket %i: a small code, read on the second look',
    async (index) => {
      const ticket = benchCorpus[index]!;
      const frames = await renderFrames(page, ticket.svg, BENCH_SEED * 7919 + index);
      expect(frames.params.side).toBeLessThan(200);
      expect(
        (await decodeAll(page, frames.frame, ZXING))['zxing-wasm']?.text,
        JSON.stringify(frames.params),
      ).toBe(ticket.text);
    },
  );

  it.each(['unreadable-ticket.png', 'camera-unread-400-a.png'])('%s', async (file) => {
    const text = (await decodeAll(page, dataUrl(file), ZXING))['zxing-wasm']?.text;
    expect(JSON.parse(text ?? 'null')).toMatchObject({ bookingId: expect.any(String) });
  });
});
