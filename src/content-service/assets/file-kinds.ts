/** How an asset's content is checked and served, per accepted MIME type. */
export interface FileKind {
  mimeType: string;
  /** File-name extensions that may carry this type; the first is the canonical one. */
  extensions: readonly string[];
  type: "Image" | "Audio" | "Video" | "Unknown";
  /** MIME types `file-type` may report for genuine content; empty for text formats it cannot detect. */
  signatures: readonly string[];
  /** Text formats are validated by parsing instead of by magic bytes. */
  text?: "plain" | "svg" | "json";
  /** Raster images are the only kinds served inline by default. */
  inline: boolean;
}

const kind = (mimeType: string, extensions: string[], type: FileKind["type"], signatures: string[], inline = false): FileKind => ({
  mimeType,
  extensions,
  type,
  signatures,
  inline,
});
const text = (mimeType: string, extensions: string[], format: NonNullable<FileKind["text"]>, type: FileKind["type"] = "Unknown"): FileKind => ({
  mimeType,
  extensions,
  type,
  signatures: format === "svg" ? ["application/xml"] : [],
  text: format,
  inline: false,
});

/** The allow-list of uploadable types; everything else is refused with 400. */
export const FILE_KINDS: readonly FileKind[] = [
  kind("image/png", ["png"], "Image", ["image/png", "image/apng"], true),
  kind("image/jpeg", ["jpg", "jpeg", "jfif"], "Image", ["image/jpeg"], true),
  kind("image/gif", ["gif"], "Image", ["image/gif"], true),
  kind("image/webp", ["webp"], "Image", ["image/webp"], true),
  kind("image/avif", ["avif"], "Image", ["image/avif"], true),
  text("image/svg+xml", ["svg"], "svg", "Image"),
  kind("application/pdf", ["pdf"], "Unknown", ["application/pdf"]),
  kind("font/woff", ["woff"], "Unknown", ["font/woff"]),
  kind("font/woff2", ["woff2"], "Unknown", ["font/woff2"]),
  kind("font/ttf", ["ttf"], "Unknown", ["font/ttf"]),
  kind("font/otf", ["otf"], "Unknown", ["font/otf"]),
  kind("video/mp4", ["mp4", "m4v"], "Video", ["video/mp4", "video/x-m4v", "audio/mp4"]),
  kind("video/webm", ["webm"], "Video", ["video/webm", "audio/webm"]),
  kind("audio/mpeg", ["mp3"], "Audio", ["audio/mpeg"]),
  kind("audio/ogg", ["ogg", "oga", "opus"], "Audio", ["audio/ogg", "audio/ogg; codecs=opus", "audio/opus", "application/ogg"]),
  text("text/plain", ["txt", "text", "md"], "plain"),
  text("text/csv", ["csv"], "plain"),
  text("application/json", ["json"], "json"),
];

// Names browsers and older tools still send for the same formats.
const ALIASES: Record<string, string> = {
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "application/font-woff": "font/woff",
  "application/x-font-woff": "font/woff",
  "application/font-woff2": "font/woff2",
  "application/x-font-ttf": "font/ttf",
  "font/sfnt": "font/ttf",
  "application/x-font-otf": "font/otf",
  "audio/mp3": "audio/mpeg",
  "application/ogg": "audio/ogg",
  "application/csv": "text/csv",
};

/** Lower-cases, drops parameters and resolves aliases: `Image/JPG; x=y` → `image/jpeg`. */
export function normalizeMimeType(value: string): string {
  const bare = value.split(";")[0]!.trim().toLowerCase();
  return ALIASES[bare] ?? bare;
}

export function kindOf(mimeType: string): FileKind | undefined {
  const normalized = normalizeMimeType(mimeType);
  return FILE_KINDS.find((k) => k.mimeType === normalized);
}

export function kindByExtension(extension: string): FileKind | undefined {
  return FILE_KINDS.find((k) => k.extensions.includes(extension.toLowerCase()));
}

/** `Logo.Final.PNG` → `png`; empty when the name has no extension. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}
