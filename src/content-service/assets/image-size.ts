/** Pixel size read from an image header, or undefined when the format is unknown or truncated. */
export interface PixelSize {
  width: number;
  height: number;
}

/** Reads the pixel size of PNG, GIF, JPEG, WebP and (from width/height or viewBox) SVG content. */
export function imageSize(bytes: Uint8Array, mimeType: string): PixelSize | undefined {
  try {
    switch (mimeType) {
      case "image/png":
        return png(bytes);
      case "image/gif":
        return gif(bytes);
      case "image/jpeg":
        return jpeg(bytes);
      case "image/webp":
        return webp(bytes);
      case "image/svg+xml":
        return svg(new TextDecoder().decode(bytes.subarray(0, 4096)));
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const valid = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined);

function png(bytes: Uint8Array): PixelSize | undefined {
  const dv = view(bytes);
  return valid(dv.getUint32(16), dv.getUint32(20));
}

function gif(bytes: Uint8Array): PixelSize | undefined {
  const dv = view(bytes);
  return valid(dv.getUint16(6, true), dv.getUint16(8, true));
}

function jpeg(bytes: Uint8Array): PixelSize | undefined {
  const dv = view(bytes);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = dv.getUint16(offset + 2);
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return valid(dv.getUint16(offset + 7), dv.getUint16(offset + 5));
    }
    offset += 2 + length;
  }
  return undefined;
}

function webp(bytes: Uint8Array): PixelSize | undefined {
  const dv = view(bytes);
  const chunk = new TextDecoder().decode(bytes.subarray(12, 16));
  if (chunk === "VP8 ") return valid(dv.getUint16(26, true) & 0x3fff, dv.getUint16(28, true) & 0x3fff);
  if (chunk === "VP8L") {
    const bits = dv.getUint32(21, true);
    return valid((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X") {
    const w = bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16);
    const h = bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16);
    return valid(w + 1, h + 1);
  }
  return undefined;
}

function svg(text: string): PixelSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1];
  const px = (value: string | undefined) => (value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Math.round(parseFloat(value)) : NaN);
  const width = px(attr("width"));
  const height = px(attr("height"));
  if (width > 0 && height > 0) return { width, height };
  const box = attr("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  return box && box.length === 4 ? valid(Math.round(box[2]!), Math.round(box[3]!)) : undefined;
}
