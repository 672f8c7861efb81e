import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentClassesSource } from "./content-classes.ts";
import { writeIconFiles } from "./icons.ts";

describe("build integrations", () => {
  it("writes the text-style classes as a Tailwind source", () => {
    expect(contentClassesSource(["font-bold", "md:text-6xl", "w-[42%]"])).toContain('<div class="font-bold md:text-6xl w-[42%]"></div>');
  });

  it("writes sanitised icons as /icons/<name>.svg", async () => {
    const dir = join(await mkdtemp(join(tmpdir(), "icons-")), "icons");
    const n = await writeIconFiles(dir, [{ name: "mail", critical: false, svg: '<svg viewBox="0 0 24 24"><path d="M1 1"></path></svg>' }]);
    expect(n).toBe(1);
    expect(await readFile(join(dir, "mail.svg"), "utf8")).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M1 1"></path></svg>');
  });
});
