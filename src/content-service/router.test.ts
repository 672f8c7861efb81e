import { describe, expect, it } from "vitest";
import { createRouter } from "./router.ts";
import type { Route } from "./context.ts";

const route = (method: Route["method"], path: string): Route => ({ method, path, handle: () => new Response(path) });
const match = createRouter([route("GET", "/api/content/:app/:schema"), route("POST", "/api/content/:app/:schema"), route("GET", "/api/assets/:app/:id/*more")]);

describe("router", () => {
  it("matches params, percent-decodes them and accepts a trailing slash", () => {
    expect(match("GET", "/api/content/my-app/blog%20posts/")).toMatchObject({ params: { app: "my-app", schema: "blog posts" } });
    expect(match("GET", "/api/assets/a/123/file/name.png")).toMatchObject({ params: { id: "123", more: "file/name.png" } });
    expect(match("GET", "/api/assets/a/123")).toMatchObject({ params: { id: "123", more: "" } });
  });

  it("distinguishes 404 from 405 and stays case-sensitive", () => {
    expect(match("DELETE", "/api/content/a/b")).toEqual({ methodNotAllowed: true, allow: ["GET", "POST"] });
    expect(match("GET", "/API/content/a/b")).toBeUndefined();
    expect(match("GET", "/api/content/a")).toBeUndefined();
    expect(match("GET", "/api/content/a/%E0%A4%A")).toBeUndefined();
  });
});
