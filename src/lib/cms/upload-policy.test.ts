import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentService, type ContentService } from "../../content-service/index.ts";
import { UPLOAD_TYPES, uploadRules, uploadType } from "./upload-policy.ts";
import { serviceTokens } from "../../../tests/support/content-service/service-tokens.ts";

describe("uploadType", () => {
  it("takes a listed type by its declared MIME type, parameters and case ignored", () => {
    expect(uploadType("Logo.PNG", "image/png")?.mimeType).toBe("image/png");
    expect(uploadType("photo.jpeg", "Image/JPEG; q=1")?.type).toBe("Image");
    expect(uploadType("notes", "text/plain")?.mimeType).toBe("text/plain");
  });

  it("goes by the extension when no type or application/octet-stream is declared", () => {
    expect(uploadType("font.woff2", "")?.mimeType).toBe("font/woff2");
    expect(uploadType("clip.mp4", "application/octet-stream")?.type).toBe("Video");
    expect(uploadType("blob", "")).toBeUndefined();
  });

  it("refuses unlisted types and extensions that do not belong to the declared type", () => {
    expect(uploadType("page.html", "text/html")).toBeUndefined();
    expect(uploadType("evil.html", "image/png")).toBeUndefined();
    expect(uploadType("cat.png", "text/html")).toBeUndefined();
    expect(uploadType("run.exe", "")).toBeUndefined();
  });
});

describe("uploadRules", () => {
  it("leaves room for the multipart framing within the body limit, and lists every type", () => {
    const rules = uploadRules(10 * 1024 * 1024);
    expect(rules.maxBytes).toBeLessThan(10 * 1024 * 1024);
    expect(rules.maxBytes).toBeGreaterThan(10 * 1024 * 1024 - 64 * 1024);
    expect(uploadRules(100).maxBytes).toBe(0);
    expect(rules.types).toContainEqual({ mimeType: "image/png", extensions: ["png"], type: "Image" });
    expect(rules.types).toHaveLength(UPLOAD_TYPES.length);
  });
});

describe("the embedded content service", () => {
  const APP = "uploads";
  let dataDir: string;
  let service: ContentService;
  let token: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "upload-policy-"));
    service = createContentService({ dataDir, app: APP, tokenKey: "k".repeat(40), clients: [{ id: `${APP}:owner`, secret: "s", role: "Owner" }] });
    token = (await serviceTokens(service, APP, ["owner"])).get("owner")!;
  });

  afterAll(() => {
    service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Placeholder bytes: the service may refuse them as not what they claim, but never the type or the extension.
  it.each(UPLOAD_TYPES.flatMap((t) => t.extensions.map((extension) => [t.mimeType, extension] as const)))(
    "knows %s with the extension .%s",
    async (mimeType, extension) => {
      const form = new FormData();
      form.append("file", new Blob([`x ${mimeType} ${extension}`], { type: mimeType }), `file.${extension}`);
      const response = await service.fetch(
        new Request(`http://x/api/apps/${APP}/assets`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form }),
      );
      const body = (await response.json()) as { message?: string; mimeType?: string };
      if (response.status === 201) expect(body.mimeType).toBe(mimeType);
      else {
        expect(response.status).toBe(400);
        expect(body.message).not.toMatch(/not allowed|file extension/);
      }
    },
  );

  it("refuses what the policy refuses (a type outside both)", async () => {
    const form = new FormData();
    form.append("file", new Blob(["<p>x</p>"], { type: "text/html" }), "page.html");
    const response = await service.fetch(
      new Request(`http://x/api/apps/${APP}/assets`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form }),
    );
    expect(response.status).toBe(400);
    expect(uploadType("page.html", "text/html")).toBeUndefined();
  });
});
