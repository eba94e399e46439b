// Draws the app icons (an open book on the brand colour) and writes them as PNG files into
// public/icons. The pictures are computed, not drawn in an editor, so they can be regenerated
// exactly: `node scripts/make-icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [31, 95, 139];
const PAGE = [255, 255, 255];
const INK = [168, 192, 212];
const SAMPLES = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, pixel) {
  const stride = size * 4 + 1;
  const raw = Buffer.alloc(stride * size);
  for (let y = 0; y < size; y += 1) {
    raw[y * stride] = 0;
    for (let x = 0; x < size; x += 1) {
      const [r, g, b, a] = pixel(x, y);
      raw.set([r, g, b, a], y * stride + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function insideRoundedSquare(u, v, radius) {
  const dx = Math.max(radius - u, 0, u - (1 - radius));
  const dy = Math.max(radius - v, 0, v - (1 - radius));
  return dx * dx + dy * dy <= radius * radius;
}

/** Colour of one point of the unit square, or null where the icon is transparent. */
function shade(u, v, { corner, scale }) {
  if (corner > 0 && !insideRoundedSquare(u, v, corner)) return null;
  // Book coordinates: centred, shrunk so a maskable icon keeps the book inside its safe zone.
  const x = (u - 0.5) / scale;
  const y = (v - 0.5) / scale;
  const sag = 0.035 * (1 - Math.min(1, Math.abs(x) / 0.3) ** 2);
  const top = -0.24 + sag;
  const bottom = 0.26 + sag;
  const onPage = Math.abs(x) > 0.02 && Math.abs(x) < 0.32 && y > top && y < bottom;
  if (!onPage) return BRAND;
  const lineBand = (y - top - 0.08) / 0.07;
  const onLine = lineBand >= 0 && lineBand < 5 && lineBand % 1 < 0.35 && Math.abs(x) > 0.07 && Math.abs(x) < 0.27;
  return onLine ? INK : PAGE;
}

function render(size, options) {
  return encodePng(size, (px, py) => {
    const sum = [0, 0, 0, 0];
    for (let sy = 0; sy < SAMPLES; sy += 1) {
      for (let sx = 0; sx < SAMPLES; sx += 1) {
        const colour = shade((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, options);
        if (!colour) continue;
        sum[0] += colour[0];
        sum[1] += colour[1];
        sum[2] += colour[2];
        sum[3] += 255;
      }
    }
    const count = SAMPLES * SAMPLES;
    const covered = sum[3] / 255;
    if (covered === 0) return [0, 0, 0, 0];
    return [sum[0] / covered, sum[1] / covered, sum[2] / covered, sum[3] / count].map(Math.round);
  });
}

const outDir = new URL('../public/icons/', import.meta.url);
mkdirSync(outDir, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, corner: 0.18, scale: 1 },
  { file: 'icon-512.png', size: 512, corner: 0.18, scale: 1 },
  // Maskable icons are cropped by the platform: full bleed, artwork within the central 80 %.
  { file: 'icon-maskable-512.png', size: 512, corner: 0, scale: 0.8 },
  { file: 'apple-touch-icon-180.png', size: 180, corner: 0, scale: 0.9 },
];
for (const icon of icons) {
  writeFileSync(new URL(icon.file, outDir), render(icon.size, icon));
  console.log(`wrote public/icons/${icon.file}`);
}
