import { describe, expect, it, vi } from "vitest";
import { RELEASE_PASSES_MS, releaseAnimation, type AnimationController } from "./release-animation.ts";

function controller(isConnected: boolean) {
  const parent = { isConnected, replaceChildren: vi.fn(), remove: vi.fn() };
  const destroy = vi.fn();
  return { animation: { parent, destroy } as unknown as AnimationController, parent, destroy };
}

describe("releaseAnimation", () => {
  it("destroys the animation now and again once every poll auto-animate scheduled has started and run", () => {
    const { animation, destroy } = controller(false);
    const scheduled: Array<{ run: () => void; ms: number }> = [];
    releaseAnimation(animation, (run, ms) => scheduled.push({ run, ms }));
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(scheduled.map((s) => s.ms)).toEqual([...RELEASE_PASSES_MS]);
    // The first pass comes after the longest delay before a poll starts (2 s).
    expect(Math.min(...RELEASE_PASSES_MS)).toBeGreaterThan(2_000);
    for (const { run } of scheduled) run();
    expect(destroy).toHaveBeenCalledTimes(1 + RELEASE_PASSES_MS.length);
  });

  it("cuts a list that has left the page out of its detached tree after the last pass, not before", () => {
    const { animation, parent, destroy } = controller(false);
    const scheduled: Array<() => void> = [];
    releaseAnimation(animation, (run) => scheduled.push(run));
    // Every pass but the last needs the list's children: destroy() reaches them through it.
    for (const run of scheduled.slice(0, -1)) run();
    expect(parent.replaceChildren).not.toHaveBeenCalled();
    expect(parent.remove).not.toHaveBeenCalled();
    scheduled.at(-1)!();
    expect(destroy.mock.invocationCallOrder.at(-1)).toBeLessThan(parent.replaceChildren.mock.invocationCallOrder[0]!);
    expect(parent.replaceChildren).toHaveBeenCalledWith();
    expect(parent.remove).toHaveBeenCalled();
  });

  it("leaves a list still on the page in place", () => {
    const { animation, parent } = controller(true);
    releaseAnimation(animation, (run) => run());
    expect(parent.replaceChildren).not.toHaveBeenCalled();
    expect(parent.remove).not.toHaveBeenCalled();
  });
});
