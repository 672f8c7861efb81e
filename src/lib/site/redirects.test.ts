import { describe, expect, it } from "vitest";
import { targetProblem, toRouteRules, validateRedirects } from "./redirects.ts";

describe("validateRedirects", () => {
  it("keeps internal and allow-listed external redirects, defaulting to 301", () => {
    const rules = validateRedirects(
      [
        { from: "/alt", to: "/neu" },
        { from: "/insta/", to: "https://www.instagram.com/x", status: 308 },
      ],
      { hosts: ["www.instagram.com"], warn: () => {} },
    );
    expect(rules).toEqual([
      { from: "/alt", to: "/neu", status: 301 },
      { from: "/insta", to: "https://www.instagram.com/x", status: 308 },
    ]);
    expect(toRouteRules(rules)).toEqual({
      "/alt": { redirect: { to: "/neu", statusCode: 301 } },
      "/insta": { redirect: { to: "https://www.instagram.com/x", statusCode: 308 } },
    });
  });

  it("drops external targets outside the allow list and unsafe protocols, with a warning", () => {
    const warnings: string[] = [];
    const rules = validateRedirects(
      [
        { from: "/a", to: "https://evil.example/" },
        { from: "/b", to: "http://www.instagram.com/" },
        { from: "/c", to: "javascript:alert(1)" },
        { from: "/d", to: "//evil.example/" },
        { from: "/e", to: "https://user:pw@www.instagram.com/" },
      ],
      { hosts: ["www.instagram.com"], warn: (m) => warnings.push(m) },
    );
    expect(rules).toEqual([]);
    expect(warnings).toHaveLength(5);
    expect(warnings[0]).toMatch(/evil\.example/);
  });

  it("drops bad shapes, statuses, loops, paths owned by pages and repeated sources", () => {
    const warnings: string[] = [];
    const rules = validateRedirects(
      [
        { from: "alt", to: "/x" },
        { from: "/x", to: "/y", status: 302 },
        { from: "/self", to: "/self" },
        { from: "/ueber-uns", to: "/x" },
        { from: "/twice", to: "/one" },
        { from: "/twice", to: "/two" },
        "nonsense",
      ],
      { taken: (p) => p === "/ueber-uns", warn: (m) => warnings.push(m) },
    );
    expect(rules).toEqual([{ from: "/twice", to: "/one", status: 301 }]);
    expect(warnings).toHaveLength(6);
  });

  it("accepts only site paths or https URLs on listed hosts as targets", () => {
    expect(targetProblem("/ok")).toBeUndefined();
    expect(targetProblem("/\\evil")).toBeDefined();
    expect(targetProblem("https://atemraum.example/x")).toBeUndefined();
    expect(targetProblem("https://ATEMRAUM.example/x")).toBeUndefined();
    expect(targetProblem("https://atemraum.example.evil.test/")).toBeDefined();
  });
});
