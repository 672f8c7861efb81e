import { describe, expect, it } from "vitest";
import { siteUrl } from "./site-url.ts";

describe("siteUrl", () => {
  it("is SITE_URL when it is set, whatever the port", () => {
    expect(siteUrl({ siteUrl: "https://atemraum.example", port: 8080 })).toBe("https://atemraum.example");
  });

  it("is this server on localhost at its own port without SITE_URL", () => {
    expect(siteUrl({ siteUrl: undefined, port: 4790 })).toBe("http://localhost:4790");
    expect(siteUrl({ siteUrl: undefined, port: 4321 })).toBe("http://localhost:4321");
  });

  it("names the default port for port 0, which is picked only when the server listens", () => {
    expect(siteUrl({ siteUrl: undefined, port: 0 })).toBe("http://localhost:4321");
  });
});
