// @vitest-environment jsdom
import { act, createElement as h } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { mount, nameOf, type Mounted } from "../../../tests/support/components/ui/dom.ts";
import { focusPath } from "./focus-path.ts";
import { loadControls } from "./load-controls.ts";
import { SchemaForm } from "./SchemaForm.tsx";
import { modelOf, squidexField } from "../../../tests/support/components/forms/squidex-fields.ts";

let mounted: Mounted | undefined;
beforeAll(async () => {
  await loadControls();
});
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const model = modelOf([
  squidexField("count", "Number", { label: "Anzahl" }),
  squidexField("day", "DateTime", { label: "Tag" }),
  squidexField("level", "String", { label: "Ebene", allowedValues: ["h2", "h3"], isRequired: true }),
  squidexField("side", "String", { label: "Seite", editor: "Radio", allowedValues: ["links", "rechts"] }),
  squidexField("news", "Boolean", { label: "Newsletter" }),
  squidexField("place", "Geolocation", { label: "Ort" }),
  squidexField("extra", "Json", { label: "Daten" }),
]);

describe("focusPath", () => {
  it("focuses the control a user would type in or tab to, for every kind", async () => {
    mounted = await mount(h(SchemaForm, { model, values: { side: { iv: "rechts" } }, lang: "de" }));
    const root = mounted.container;
    const focused = async (path: string) => {
      let moved = false;
      await act(async () => void (moved = focusPath(root, path)));
      return moved ? document.activeElement : null;
    };
    expect((await focused("count.iv"))?.tagName).toBe("INPUT");
    expect((await focused("day.iv"))?.getAttribute("data-type")).toBe("day");
    expect((await focused("level.iv"))?.getAttribute("aria-haspopup")).toBe("listbox");
    expect((await focused("side.iv")) as HTMLInputElement).toMatchObject({ type: "radio", value: "rechts" });
    expect(((await focused("news.iv")) as HTMLInputElement).type).toBe("checkbox");
    expect(nameOf((await focused("place.iv"))!)).toBe("Breitengrad");
    expect((await focused("extra.iv"))?.tagName).toBe("TEXTAREA");
  });

  it("does nothing for a path the form does not have", async () => {
    mounted = await mount(h(SchemaForm, { model, values: {}, lang: "de" }));
    expect(focusPath(mounted.container, "missing.iv")).toBe(false);
  });
});
