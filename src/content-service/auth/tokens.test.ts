import { describe, expect, it } from "vitest";
import { resolveOptions } from "../options.ts";
import { issueToken, verifyToken } from "./tokens.ts";

function setup() {
  let now = new Date("2026-01-01T00:00:00Z");
  const options = resolveOptions({
    dataDir: "/nonexistent",
    tokenKey: "k".repeat(40),
    clients: [{ id: "a:owner", secret: "s", role: "Owner" }],
    tokenLifetimeSeconds: 60,
    now: () => now,
  });
  return { options, advance: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
}

describe("verifyToken", () => {
  it("accepts a repeated token until it expires, also once it has been cached", async () => {
    const { options, advance } = setup();
    const token = await issueToken(options, options.clients[0]!);
    expect(await verifyToken(options, token)).toEqual({ clientId: "a:owner", role: "Owner" });
    expect(await verifyToken(options, token)).toEqual({ clientId: "a:owner", role: "Owner" });
    advance(59);
    expect(await verifyToken(options, token)).toEqual({ clientId: "a:owner", role: "Owner" });
    advance(1);
    expect(await verifyToken(options, token)).toBeUndefined();
  });

  it("refuses a tampered token after the genuine one was cached", async () => {
    const { options } = setup();
    const token = await issueToken(options, options.clients[0]!);
    await verifyToken(options, token);
    const [head, body, sig] = token.split(".");
    expect(await verifyToken(options, `${head}.${body}.${sig!.slice(0, -2)}AA`)).toBeUndefined();
    expect(await verifyToken(options, `${head}.${body}x.${sig}`)).toBeUndefined();
  });

  it("takes the role from the current configuration, not the cache", async () => {
    const { options } = setup();
    const token = await issueToken(options, options.clients[0]!);
    await verifyToken(options, token);
    options.clients[0] = { id: "a:owner", secret: "s", role: "Reader" };
    expect(await verifyToken(options, token)).toEqual({ clientId: "a:owner", role: "Reader" });
    options.clients.length = 0;
    expect(await verifyToken(options, token)).toBeUndefined();
  });
});
