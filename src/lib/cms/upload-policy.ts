/**
 * The files editors may upload through the site, whichever content service is behind it. A real
 * Squidex stores any file with the MIME type the upload declares and tells its clients no list of
 * accepted types, so this list is the site's own: the asset picker shows it, and the proxy refuses
 * any other file before it reaches the content service (the embedded service, which checks the
 * bytes too, accepts every type listed here).
 */

/** A type of file editors may upload. */
export interface UploadType {
  mimeType: string;
  /** File-name extensions that may carry this type; the first is the canonical one. */
  extensions: readonly string[];
  /** The Squidex asset type it becomes. */
  type: "Image" | "Audio" | "Video" | "Unknown";
}

const type = (mimeType: string, extensions: string[], kind: UploadType["type"] = "Unknown"): UploadType => ({ mimeType, extensions, type: kind });

export const UPLOAD_TYPES: readonly UploadType[] = [
  type("image/png", ["png"], "Image"),
  type("image/jpeg", ["jpg", "jpeg", "jfif"], "Image"),
  type("image/gif", ["gif"], "Image"),
  type("image/webp", ["webp"], "Image"),
  type("image/avif", ["avif"], "Image"),
  type("image/svg+xml", ["svg"], "Image"),
  type("application/pdf", ["pdf"]),
  type("font/woff", ["woff"]),
  type("font/woff2", ["woff2"]),
  type("font/ttf", ["ttf"]),
  type("font/otf", ["otf"]),
  type("video/mp4", ["mp4", "m4v"], "Video"),
  type("video/webm", ["webm"], "Video"),
  type("audio/mpeg", ["mp3"], "Audio"),
  type("audio/ogg", ["ogg", "oga", "opus"], "Audio"),
  type("text/plain", ["txt", "text", "md"]),
  type("text/csv", ["csv"]),
  type("application/json", ["json"]),
];

/** `Logo.Final.PNG` → `png`; empty when the name has no extension. */
const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
};

/**
 * What an uploaded file is, or undefined when it may not be uploaded: its declared MIME type
 * (parameters and case ignored) decides, or, when it declares none or `application/octet-stream`,
 * its file-name extension; an extension must then belong to that type (`evil.html` sent as
 * `image/png` is refused).
 */
export function uploadType(fileName: string, declaredType: string): UploadType | undefined {
  const mime = declaredType.split(";")[0]!.trim().toLowerCase();
  const extension = extensionOf(fileName);
  const found =
    mime && mime !== "application/octet-stream"
      ? UPLOAD_TYPES.find((t) => t.mimeType === mime)
      : UPLOAD_TYPES.find((t) => extension !== "" && t.extensions.includes(extension));
  return found && (extension === "" || found.extensions.includes(extension)) ? found : undefined;
}

// The proxy counts the whole multipart body against the upload limit: leave room for its framing.
const MULTIPART_ROOM = 8 * 1024;

/** What an upload through the proxy may be: the largest file in bytes (within `uploadLimit`, the body limit) and the accepted types. */
export function uploadRules(uploadLimit: number) {
  return {
    maxBytes: Math.max(0, uploadLimit - MULTIPART_ROOM),
    types: UPLOAD_TYPES.map(({ mimeType, extensions, type }) => ({ mimeType, extensions: [...extensions], type })),
  };
}
