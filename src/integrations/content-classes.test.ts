import { describe, expect, it } from "vitest";
import { contentClassesSource } from "./content-classes.ts";

describe("build integrations", () => {
  it("writes the text-style classes as a Tailwind source", () => {
    expect(contentClassesSource(["font-bold", "md:text-6xl", "w-[42%]"])).toContain('<div class="font-bold md:text-6xl w-[42%]"></div>');
  });
});
