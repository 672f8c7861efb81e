import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

describe("rate limiter", () => {
  it("blocks after the limit until the window slides", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMs("a")).toBe(0);
      limiter.fail("a");
      now += 100;
    }
    expect(limiter.retryAfterMs("a")).toBe(700);
    expect(limiter.retryAfterMs("b")).toBe(0);
    now = 1001;
    expect(limiter.retryAfterMs("a")).toBe(0);
  });

  it("forgets a key on reset", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => 0 });
    limiter.fail("a");
    expect(limiter.retryAfterMs("a")).toBeGreaterThan(0);
    limiter.reset("a");
    expect(limiter.retryAfterMs("a")).toBe(0);
  });

  it("stays blocked while failures keep coming", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => now });
    limiter.fail("a");
    limiter.fail("a");
    now = 900;
    limiter.fail("a");
    now = 950;
    // Two of the three failures are inside the window until the second one (at 0) leaves it.
    expect(limiter.retryAfterMs("a")).toBe(50);
    now = 1001;
    expect(limiter.retryAfterMs("a")).toBe(0);
  });
});
