// The site's videos and what they cost a visitor on 4G: duration read from the container itself
// (MP4 `mvhd`, WebM/Matroska `Segment › Info › Duration`), so the budget test needs no ffprobe.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/design.md §10.1: every video is encoded for 4G, at most 1 Mbit/s on average (sound
 * included).
 */
export const VIDEO_MAX_BITS_PER_SECOND = 1_000_000;

/** Duration in seconds of an MP4 (ISO BMFF): the movie header's duration / timescale. */
export function mp4Duration(buffer) {
  const box = findMp4Box(buffer, 0, buffer.length, ['moov', 'mvhd']);
  if (!box) throw new Error('no moov/mvhd box');
  const version = buffer[box.start];
  const timescale =
    version === 1 ? buffer.readUInt32BE(box.start + 20) : buffer.readUInt32BE(box.start + 12);
  const duration =
    version === 1
      ? Number(buffer.readBigUInt64BE(box.start + 24))
      : buffer.readUInt32BE(box.start + 16);
  if (!timescale) throw new Error('mvhd timescale is 0');
  return duration / timescale;
}

function findMp4Box(buffer, from, to, path) {
  let offset = from;
  while (offset + 8 <= to) {
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = to - offset;
    if (size < header) throw new Error(`bad MP4 box size at ${offset}`);
    if (type === path[0]) {
      const start = offset + header;
      return path.length === 1
        ? { start, end: offset + size }
        : findMp4Box(buffer, start, offset + size, path.slice(1));
    }
    offset += size;
  }
  return null;
}

const EBML_SEGMENT = 0x18538067;
const EBML_INFO = 0x1549a966;
const EBML_TIMECODE_SCALE = 0x2ad7b1;
const EBML_DURATION = 0x4489;

/** An EBML variable-length integer at `offset`: its value (marker bit kept for ids) and length. */
function readVint(buffer, offset, keepMarker) {
  const first = buffer[offset];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw new Error(`bad EBML vint at ${offset}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + buffer[offset + i];
    if (buffer[offset + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function* ebmlChildren(buffer, from, to) {
  let offset = from;
  while (offset < to) {
    const id = readVint(buffer, offset, true);
    const size = readVint(buffer, offset + id.length, false);
    const start = offset + id.length + size.length;
    const end = size.unknown ? to : Math.min(to, start + size.value);
    yield { id: id.value, start, end };
    offset = end;
  }
}

/** Duration in seconds of a WebM: Info's Duration (a float) × TimecodeScale (ns, default 1 ms). */
export function webmDuration(buffer) {
  for (const top of ebmlChildren(buffer, 0, buffer.length)) {
    if (top.id !== EBML_SEGMENT) continue;
    for (const child of ebmlChildren(buffer, top.start, top.end)) {
      if (child.id !== EBML_INFO) continue;
      let scale = 1_000_000;
      let duration = null;
      for (const field of ebmlChildren(buffer, child.start, child.end)) {
        const length = field.end - field.start;
        if (field.id === EBML_TIMECODE_SCALE) scale = buffer.readUIntBE(field.start, length);
        if (field.id === EBML_DURATION)
          duration =
            length === 4 ? buffer.readFloatBE(field.start) : buffer.readDoubleBE(field.start);
      }
      if (duration === null) throw new Error('WebM Info has no Duration');
      return (duration * scale) / 1e9;
    }
  }
  throw new Error('no WebM Segment/Info');
}

/** Every .webm/.mp4 in `dir` with its size, duration (from the container) and average bitrate. */
export function videoFiles(dir) {
  return readdirSync(dir)
    .filter((name) => /\.(webm|mp4)$/.test(name))
    .sort()
    .map((name) => {
      const buffer = readFileSync(join(dir, name));
      const seconds = name.endsWith('.mp4') ? mp4Duration(buffer) : webmDuration(buffer);
      return {
        name,
        bytes: buffer.length,
        seconds,
        bitsPerSecond: Math.round((buffer.length * 8) / seconds),
      };
    });
}
