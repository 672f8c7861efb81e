import { beforeEach, describe, expect, it, vi } from "vitest";
import { $icons, loadIcon } from "./icons.ts";

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M1 1"/></svg>';

describe("$icons / loadIcon", () => {
  beforeEach(() => $icons.set({}));

  it("fetches /icons/<name>.svg once and stores it", async () => {
    const fetcher = vi.fn(async () => new Response(svg, { headers: { "content-type": "image/svg+xml" } }));
    const [a, b] = await Promise.all([loadIcon("mail", fetcher), loadIcon("mail", fetcher)]);
    expect(a).toBe(svg);
    expect(b).toBe(svg);
    expect(await loadIcon("mail", fetcher)).toBe(svg);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith("/icons/mail.svg");
    expect($icons.get().mail).toBe(svg);
  });

  it("refuses bad names and non-SVG responses", async () => {
    const fetcher = vi.fn(async () => new Response("<html>nope</html>"));
    expect(await loadIcon("../secret", fetcher)).toBeUndefined();
    expect(fetcher).not.toHaveBeenCalled();
    expect(await loadIcon("missing", fetcher)).toBeUndefined();
    expect($icons.get().missing).toBeUndefined();
  });
});
