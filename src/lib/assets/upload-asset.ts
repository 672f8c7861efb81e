import type { AssetInfo } from "../content/model.ts";
import { assetsPath, toAssetInfo } from "./asset-api.ts";

/** How an upload ended: the new asset, or the status and the service's message. */
export type UploadOutcome = { ok: true; asset: AssetInfo } | { ok: false; status: number; message?: string };

/** The outcome of a finished request (success when the status is 201 or the answer carries an id, as Squidex answers). */
export function uploadOutcome(app: string, status: number, body: unknown): UploadOutcome {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : undefined;
  if ((status === 201 || (status >= 200 && status < 300)) && typeof record?.id === "string") {
    try {
      return { ok: true, asset: toAssetInfo(app, body) };
    } catch {
      return { ok: false, status };
    }
  }
  const message = typeof record?.message === "string" ? record.message : undefined;
  return { ok: false, status, ...(message ? { message } : {}) };
}

/**
 * Uploads `file` as a new asset of `app` through the site's proxy (multipart, part `file`) and
 * reports the share sent so far (0 to 1) while it goes, from XMLHttpRequest's upload progress
 * (fetch cannot report it), into folder `parentId` (a folder id the content service gave; the root
 * without one). Never rejects: a network failure or an abort is `{ ok: false, status: 0 }`.
 */
export function uploadAsset(app: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal, parentId?: string): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", assetsPath(app) + (parentId ? `?ParentId=${parentId}` : ""));
    request.responseType = "json";
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      onProgress(1);
      resolve(uploadOutcome(app, request.status, request.response));
    });
    const failed = () => resolve({ ok: false, status: 0 });
    request.addEventListener("error", failed);
    request.addEventListener("abort", failed);
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const body = new FormData();
    body.append("file", file, file.name);
    request.send(body);
  });
}
