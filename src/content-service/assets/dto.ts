import type { ServiceContext } from "../context.ts";
import { can } from "../permissions.ts";
import type { AssetRecord, Caller } from "../types.ts";
import { extensionOf, kindOf } from "./file-kinds.ts";

type Link = { href: string; method: string };

/** Squidex's AssetDto for one record; write links only for callers who may write. */
export function toAssetDto(ctx: ServiceContext, a: AssetRecord, caller: Caller | undefined): Record<string, unknown> {
  const app = encodeURIComponent(ctx.options.app);
  const self = `/api/apps/${app}/assets/${encodeURIComponent(a.id)}`;
  const links: Record<string, Link> = {
    self: { href: self, method: "GET" },
    content: { href: `/api/assets/${app}/${encodeURIComponent(a.id)}/${encodeURIComponent(a.slug)}`, method: "GET" },
    "content/slug": { href: `/api/assets/${app}/${encodeURIComponent(a.slug)}`, method: "GET" },
  };
  if (can(caller, "assets.write")) {
    links.update = { href: self, method: "PUT" };
    links.move = { href: `${self}/parent`, method: "PUT" };
    links.upload = { href: `${self}/content`, method: "PUT" };
    links.delete = { href: self, method: "DELETE" };
  }
  const type = kindOf(a.mimeType)?.type ?? "Unknown";
  const width = typeof a.metadata.pixelWidth === "number" ? a.metadata.pixelWidth : undefined;
  const height = typeof a.metadata.pixelHeight === "number" ? a.metadata.pixelHeight : undefined;
  return {
    id: a.id,
    parentId: a.parentId,
    fileName: a.fileName,
    fileHash: a.fileHash,
    isProtected: a.isProtected,
    slug: a.slug,
    mimeType: a.mimeType,
    fileType: extensionOf(a.fileName),
    metadataText: metadataText(a.fileSize, width, height),
    metadata: a.metadata,
    tags: a.tags,
    fileSize: a.fileSize,
    fileVersion: a.fileVersion,
    type,
    isImage: type === "Image",
    ...(width !== undefined && height !== undefined ? { pixelWidth: width, pixelHeight: height } : {}),
    created: a.created,
    createdBy: a.createdBy,
    lastModified: a.lastModified,
    lastModifiedBy: a.lastModifiedBy,
    version: a.version,
    _links: links,
  };
}

/** `600x600px, 19 kB` as Squidex's UI shows it; the size alone when there are no pixels. */
export function metadataText(size: number, width?: number, height?: number): string {
  const human = size < 1024 ? `${size} bytes` : size < 1024 * 1024 ? `${Math.round(size / 1024)} kB` : `${(size / 1024 / 1024).toFixed(1)} MB`;
  return width && height ? `${width}x${height}px, ${human}` : human;
}

/** `Logo Squared.PNG` → `logo-squared.png`: lower-case words joined by single dashes, then the extension. */
export function slugify(fileName: string): string {
  const words = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/ß/g, "ss")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
  const dot = fileName.lastIndexOf(".");
  const base = words(dot > 0 ? fileName.slice(0, dot) : fileName) || "file";
  const extension = dot > 0 ? words(fileName.slice(dot + 1)) : "";
  return extension ? `${base}.${extension}` : base;
}
