import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadControls } from "./load-controls.ts";
import { SchemaForm } from "./SchemaForm.tsx";
import { modelOf, squidexField } from "../../../tests/support/components/forms/squidex-fields.ts";

describe("SchemaForm on the server", () => {
  // A server page loads the heavy controls before it renders, so its HTML has them, not placeholders.
  beforeAll(async () => {
    await loadControls();
  });

  it("renders an island's first HTML, no DOM needed, flags and values included", () => {
    const model = modelOf([
      squidexField("title", "String", { label: "Titel", isRequired: true }, "language"),
      squidexField("day", "DateTime", { label: "Tag" }),
      squidexField("level", "String", { label: "Ebene", allowedValues: ["h2", "h3"] }),
    ]);
    const html = renderToString(h(SchemaForm, { model, values: { title: { de: "Hallo" }, level: { iv: "h3" } }, lang: "de" }));
    expect(html).toMatch(/<div data-valid="true" data-complete="true" data-path="title.de"/);
    expect(html).toMatch(/<div data-valid="true" data-empty="true" data-path="title.en"/);
    expect(html).toContain('value="Hallo"');
    expect(html).toContain("Übersetzung fehlt");
    expect(html).toMatch(/>Überschrift 3<\/span>/);
    const english = renderToString(h(SchemaForm, { model, values: { level: { iv: "h3" } }, lang: "en" }));
    expect(english).toMatch(/>Heading 3<\/span>/);
  });
});
