import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedClient, type EmbeddedClient } from "../../../tests/support/lib/cms/embedded-client.ts";
import type { SiteData } from "../content/model.ts";
import { readSiteData } from "../site/load.ts";
import { LINK_TARGET_PAGE_SIZE } from "./link-target.ts";
import { searchLinkTargets } from "./link-targets.ts";

const SITE = "baukasten";
const str = (name: string, partitioning = "invariant") => ({ name, partitioning, properties: { fieldType: "String" } });
const SCHEMAS = [
  {
    name: "practitioners",
    fields: [str("name"), str("city"), { name: "display", properties: { fieldType: "Boolean" } }, { name: "websites", properties: { fieldType: "Tags" } }],
  },
  { name: "challenges", fields: [str("title", "language"), str("week")] },
];

let embedded: EmbeddedClient;
let site: SiteData;
const ids = new Map<string, string>();

async function practitioner(key: string, name: string, city: string, o: { display?: boolean; websites?: string[]; publish?: boolean } = {}) {
  const data = { name: { iv: name }, city: { iv: city }, display: { iv: o.display ?? true }, websites: { iv: o.websites ?? [SITE] } };
  ids.set(key, (await embedded.cms.contents.create("practitioners", data, { publish: o.publish ?? true })).id);
}

beforeAll(async () => {
  embedded = embeddedClient();
  for (const schema of SCHEMAS) await embedded.cms.schemas.create({ ...schema, isPublished: true });
  // Two names with one slug: the site gives the second (by id) `-2`, so a path needs every shown practitioner.
  await practitioner("berlin", "Jürgen Weiß", "Berlin");
  await practitioner("koeln", "Juergen Weiss", "Köln");
  await practitioner("lea", "Lea Schäfer", "Frankfurt");
  await practitioner("hidden", "Gudrun Maaß", "Stuttgart", { display: false });
  await practitioner("other", "Jonas Öhler", "Münster", { websites: ["other-site"] });
  await practitioner("draft", "Dora Entwurf", "Berlin", { publish: false });
  for (let n = 0; n < LINK_TARGET_PAGE_SIZE + 3; n += 1) await practitioner(`many-${n}`, `Zora ${String(n).padStart(2, "0")}`, "Wien");
  const week = (title: { de: string; en: string }, w: string) => embedded.cms.contents.create("challenges", { title, week: { iv: w } }, { publish: true });
  ids.set("stairs", (await week({ de: "Treppe statt Aufzug", en: "Stairs instead of the lift" }, "2026-W11")).id);
  ids.set("noWeek", (await week({ de: "Ohne Woche", en: "No week" }, "irgendwann")).id);
  // Schemas the site reads but this app lacks are empty, not a failure; the loader logs them.
  const quiet = console.error;
  console.error = () => {};
  ({ site } = await readSiteData(embedded.cms, SITE).finally(() => (console.error = quiet)));
});
afterAll(() => embedded.close());

describe("searchLinkTargets", () => {
  it("offers the practitioners the site shows, found with the content service's search, at the paths the site renders", async () => {
    const found = await searchLinkTargets(embedded.cms, site, "practitioners", "weiss", 0);
    // `$search` looks in the stored text: "Weiß" is not "weiss", "Weiss" is.
    expect(found).toEqual({
      total: 1,
      items: [
        {
          id: ids.get("koeln"),
          titles: { de: "Juergen Weiss", en: "Juergen Weiss" },
          paths: { de: expect.stringMatching(/^\/practitioners\/juergen-weiss(-2)?$/), en: expect.stringMatching(/^\/en\/practitioners\/juergen-weiss(-2)?$/) },
        },
      ],
    });
    const both = await searchLinkTargets(embedded.cms, site, "practitioners", "jürgen", 0);
    const paths = [...(await searchLinkTargets(embedded.cms, site, "practitioners", "berlin", 0)).items, ...found.items].map((item) => item.paths.de).sort();
    expect(both.items.map((item) => item.id)).toEqual([ids.get("berlin")]);
    expect(paths).toEqual(["/practitioners/juergen-weiss", "/practitioners/juergen-weiss-2"]);
  });

  it("never offers a hidden, other-site or unpublished practitioner", async () => {
    for (const search of ["Gudrun", "Jonas", "Dora", "Stuttgart"])
      expect((await searchLinkTargets(embedded.cms, site, "practitioners", search, 0)).total, search).toBe(0);
    const everyone = await searchLinkTargets(embedded.cms, site, "practitioners", "", 0);
    expect(everyone.total).toBe(3 + LINK_TARGET_PAGE_SIZE + 3);
    expect(everyone.items.map((item) => item.titles.de)).not.toContain("Gudrun Maaß");
  });

  it("pages through the matches in the directory's order", async () => {
    const first = await searchLinkTargets(embedded.cms, site, "practitioners", "Wien", 0);
    const second = await searchLinkTargets(embedded.cms, site, "practitioners", "Wien", 1);
    expect(first.total).toBe(LINK_TARGET_PAGE_SIZE + 3);
    expect(first.items).toHaveLength(LINK_TARGET_PAGE_SIZE);
    expect(first.items[0]?.titles.de).toBe("Zora 00");
    expect(second.items.map((item) => item.titles.de)).toEqual(["Zora 20", "Zora 21", "Zora 22"]);
  });

  it("offers weekly challenges with a week, named and routed in each language", async () => {
    expect(await searchLinkTargets(embedded.cms, site, "challenges", "stairs", 0)).toEqual({
      total: 1,
      items: [
        {
          id: ids.get("stairs"),
          titles: { de: "Treppe statt Aufzug", en: "Stairs instead of the lift" },
          paths: { de: "/weekly-challenge/treppe-statt-aufzug", en: "/en/weekly-challenge/stairs-instead-of-the-lift" },
        },
      ],
    });
    expect((await searchLinkTargets(embedded.cms, site, "challenges", "", 0)).items.map((item) => item.id)).toEqual([ids.get("stairs")]);
  });
});
