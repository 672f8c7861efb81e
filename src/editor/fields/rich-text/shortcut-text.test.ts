import { describe, expect, it } from "vitest";
import { t } from "../../../i18n/t.ts";
import { shortcutText } from "./shortcut-text.ts";

describe("shortcutText", () => {
  it("names the keys as German and English keyboards print them, and as a Mac shows them", () => {
    expect(shortcutText(["mod", "shift", "8"], (key) => t("de", key), false)).toBe("Strg+Umschalt+8");
    expect(shortcutText(["mod", "alt", "2"], (key) => t("en", key), false)).toBe("Ctrl+Alt+2");
    expect(shortcutText(["mod", "B"], (key) => t("de", key), true)).toBe("⌘B");
  });
});
