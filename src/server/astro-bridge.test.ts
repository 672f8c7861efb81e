import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { proxiedClient, reasonPhrase } from "./astro-bridge.ts";

describe("reasonPhrase", () => {
  it("replaces a missing phrase or another status's standard one with the standard phrase", () => {
    expect(reasonPhrase(404, "OK")).toBe("Not Found");
    expect(reasonPhrase(405, "")).toBe("Method Not Allowed");
    expect(reasonPhrase(500, undefined)).toBe("Internal Server Error");
    expect(reasonPhrase(200, "Not Found")).toBe("OK");
  });

  it("keeps the standard phrase, a custom one, and leaves unknown statuses alone", () => {
    expect(reasonPhrase(404, "Not Found")).toBe("Not Found");
    expect(reasonPhrase(404, "No Such Recipient")).toBe("No Such Recipient");
    expect(reasonPhrase(599, "")).toBe("");
  });
});

describe("proxiedClient", () => {
  const req = (remoteAddress: string, realIp?: string) =>
    ({ socket: { remoteAddress }, headers: realIp === undefined ? {} : { "x-real-ip": realIp } }) as IncomingMessage;

  it("takes the visitor's address from a proxy on this machine (nginx's X-Real-IP)", () => {
    expect(proxiedClient(req("127.0.0.1", "203.0.113.7"))).toBe("203.0.113.7");
    expect(proxiedClient(req("::1", "2001:db8::1"))).toBe("2001:db8::1");
  });

  it("trusts no other peer, and no value that is not an address", () => {
    expect(proxiedClient(req("198.51.100.2", "203.0.113.7"))).toBeUndefined();
    expect(proxiedClient(req("127.0.0.1", "203.0.113.7, 10.0.0.1"))).toBeUndefined();
    expect(proxiedClient(req("127.0.0.1"))).toBeUndefined();
  });
});
