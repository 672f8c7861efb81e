import { crc32, deflateSync } from "node:zlib";
import { createRandom } from "./prng.ts";

/** An illustration the seeder uploads as an asset for image blocks. */
export interface ImageSeed {
  key: string;
  fileName: string;
  width: number;
  height: number;
  /** Two hex colours of the vertical gradient and one for the soft circles. */
  palette: [string, string, string];
}

/** Abstract landscape-like illustrations (gradients with soft discs), generated, not downloaded. */
export const IMAGES: readonly ImageSeed[] = [
  { key: "hero", fileName: "atemraum-morgen.png", width: 1200, height: 700, palette: ["#e8a87c", "#f3ede2", "#c2643f"] },
  { key: "wald", fileName: "atemraum-wald.png", width: 900, height: 600, palette: ["#5b7f6a", "#1f3d33", "#d9dedb"] },
  { key: "see", fileName: "atemraum-see.png", width: 900, height: 600, palette: ["#8fb8d0", "#1c2a3a", "#f3ede2"] },
  { key: "abend", fileName: "atemraum-abend.png", width: 800, height: 800, palette: ["#b4a7d6", "#1c2a3a", "#e8a87c"] },
];

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Renders `image` as an RGB PNG; the same seed always gives the same bytes. */
export function renderPng(image: ImageSeed): Uint8Array<ArrayBuffer> {
  const { width, height } = image;
  const [top, bottom, disc] = image.palette.map(rgb) as [[number, number, number], [number, number, number], [number, number, number]];
  const random = createRandom(image.key);
  const discs = Array.from({ length: 5 }, () => ({
    x: random.next() * width,
    y: random.next() * height,
    r: (0.12 + random.next() * 0.25) * Math.min(width, height),
    a: 0.25 + random.next() * 0.35,
  }));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    const t = y / (height - 1);
    for (let x = 0; x < width; x++) {
      let c = [0, 1, 2].map((k) => top[k]! + (bottom[k]! - top[k]!) * t);
      for (const d of discs) {
        const dist = Math.hypot(x - d.x, y - d.y);
        if (dist < d.r) {
          const a = d.a * Math.min(1, (d.r - dist) / 24);
          c = c.map((v, k) => v + (disc[k]! - v) * a);
        }
      }
      const o = row + 1 + x * 3;
      raw[o] = Math.round(c[0]!);
      raw[o + 1] = Math.round(c[1]!);
      raw[o + 2] = Math.round(c[2]!);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}
