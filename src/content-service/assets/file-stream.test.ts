import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileStream } from "./file-stream.ts";

describe("fileStream", () => {
  const dir = mkdtempSync(join(tmpdir(), "file-stream-"));
  const path = join(dir, "0");
  const bytes = new Uint8Array(200_000).map((_, i) => i % 251);
  writeFileSync(path, bytes);

  it("streams whole files and inclusive ranges across chunk boundaries", async () => {
    expect(new Uint8Array(await new Response(fileStream(path, 0, bytes.length - 1)).arrayBuffer())).toEqual(bytes);
    expect(new Uint8Array(await new Response(fileStream(path, 65_530, 131_080)).arrayBuffer())).toEqual(bytes.subarray(65_530, 131_081));
  });

  it("can be cancelled after the first chunk", async () => {
    const reader = fileStream(path, 0, bytes.length - 1).getReader();
    expect((await reader.read()).value?.length).toBe(64 * 1024);
    await reader.cancel();
    rmSync(dir, { recursive: true, force: true });
  });
});
