// @vitest-environment jsdom
import { act, createElement as h } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { byLabel, click, mount, press, spokenText, type, wait, waitFor, type Mounted } from "../../../../tests/support/components/ui/dom.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { $notice } from "../../notices.ts";
import { knownItems } from "./known-items.ts";
import { PickerDialog, type PickerDialogProps, type PickerPage } from "./PickerDialog.tsx";

interface Person {
  id: string;
  name: string;
}
const PEOPLE: Person[] = ["Anna", "Ben", "Bea", "Carl", "Dora"].map((name) => ({ id: name.toLowerCase(), name }));

let mounted: Mounted | undefined;
/** Every load the dialog asked for, as `search@page`. */
let loads: string[] = [];
/** What `load` answers: the people whose name contains the search, two per page. */
let answer: (search: string, page: number) => Promise<PickerPage<Person>>;
beforeEach(() => {
  loads = [];
  answer = async (search, page) => {
    const found = PEOPLE.filter((person) => person.name.toLowerCase().includes(search.toLowerCase()));
    return { total: found.length, items: found.slice(page * 2, page * 2 + 2) };
  };
});
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  $notice.set(null);
});

type Extra = Partial<PickerDialogProps<Person>>;

async function open(extra: Extra = {}, lang: Lang = "de") {
  const changes: string[][] = [];
  const closed: true[] = [];
  const known = knownItems<Person>((a, b) => a.name === b.name);
  const props = (chosen: readonly string[]): PickerDialogProps<Person> => ({
    kind: "references",
    lang,
    title: "Trainer auswählen",
    onChange: (ids) => {
      changes.push(ids);
      void mounted?.rerender(h(PickerDialog<Person>, props(ids)));
    },
    onClose: () => closed.push(true),
    layout: "list",
    load: (search, page) => {
      loads.push(`${search}@${page}`);
      return answer(search, page);
    },
    loadKey: "people",
    remember: known.remember,
    pageSize: 2,
    nameOf: (person) => person.name,
    ...extra,
    chosen,
  });
  mounted = await mount(h(PickerDialog<Person>, props(extra.chosen ?? [])));
  return { changes, closed, known, props };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const options = () => [...dialog().querySelectorAll<HTMLElement>('[role="option"][data-key]')];
const status = () => spokenText(dialog().querySelector('[role="status"]')!);

describe("PickerDialog", () => {
  it("lists the first page, says how many match, and pages through the rest", async () => {
    const { known } = await open({ chosen: ["ben"] });
    await waitFor(() => expect(options().map(spokenText)).toEqual(["Anna", "Ben"]));
    expect(spokenText(dialog())).toContain("Trainer auswählen");
    expect(status()).toBe("5 Einträge gefunden");
    expect(options().map((option) => option.getAttribute("aria-selected"))).toEqual(["false", "true"]);
    expect(spokenText(dialog())).toContain("Seite 1 von 3");
    expect(byLabel(dialog(), "Zurück").hasAttribute("disabled")).toBe(true);
    await click(byLabel(dialog(), "Weiter"));
    await waitFor(() => expect(options().map(spokenText)).toEqual(["Bea", "Carl"]));
    expect(spokenText(dialog())).toContain("Seite 2 von 3");
    expect([...known.$known.get().keys()]).toEqual(["anna", "ben", "bea", "carl"]);
  });

  it("searches once typing stops, from the first page again", async () => {
    await open();
    await waitFor(() => expect(options()).toHaveLength(2));
    await click(byLabel(dialog(), "Weiter"));
    await waitFor(() => expect(loads.at(-1)).toBe("@1"));
    await type(byLabel(dialog(), "Suchen"), "b");
    await type(byLabel(dialog(), "Suchen"), "be");
    await waitFor(() => expect(options().map(spokenText)).toEqual(["Ben", "Bea"]));
    expect(loads).toEqual(["@0", "@1", "be@0"]);
    expect(status()).toBe("2 Einträge gefunden");
    await type(byLabel(dialog(), "Suchen"), "bea");
    await waitFor(() => expect(status()).toBe("1 Eintrag gefunden"));
    await type(byLabel(dialog(), "Suchen"), "xyz");
    await waitFor(() => expect(spokenText(dialog())).toContain("Nichts gefunden."));
  });

  it("shows its header above the search and starts another source (a new loadKey) at its first page", async () => {
    const { props } = await open({ header: h("p", null, "Quelle: Personen") });
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(spokenText(dialog())).toContain("Quelle: Personen");
    await click(byLabel(dialog(), "Weiter"));
    await waitFor(() => expect(options().map(spokenText)).toEqual(["Bea", "Carl"]));
    await mounted!.rerender(h(PickerDialog<Person>, { ...props([]), loadKey: "others" }));
    await waitFor(() => expect(loads.at(-1)).toBe("@0"));
    await waitFor(() => expect(options().map(spokenText)).toEqual(["Anna", "Ben"]));
    expect(spokenText(dialog())).toContain("Seite 1 von 3");
  });

  it("chooses and un-chooses with the keyboard, keeping ids chosen on other pages", async () => {
    const { changes } = await open({ chosen: ["dora"] });
    await waitFor(() => expect(options()).toHaveLength(2));
    await act(async () => options()[0]!.focus());
    await press(document.activeElement!, "ArrowDown");
    expect(document.activeElement).toBe(options()[1]);
    await press(document.activeElement!, " ");
    await waitFor(() => expect(changes.at(-1)).toEqual(["dora", "ben"]));
    await waitFor(() => expect(options()[1]!.getAttribute("aria-selected")).toBe("true"));
    await press(document.activeElement!, " ");
    await waitFor(() => expect(changes.at(-1)).toEqual(["dora"]));
  });

  it("says in the live region when the list is full and changes nothing", async () => {
    const { changes } = await open({ chosen: ["anna", "dora"], max: 2 });
    await waitFor(() => expect(options()).toHaveLength(2));
    await click(options()[1]!);
    await waitFor(() => expect($notice.get()?.text).toBe("Hier sind höchstens 2 Einträge möglich."));
    expect(changes).toEqual([]);
  });

  it("says when the matches cannot be read, in the editor's language", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    answer = () => Promise.reject(new Error("offline"));
    await open({}, "en");
    await waitFor(() => expect(status()).toBe("The entries could not be loaded. Please try again."));
    expect(options()).toEqual([]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("lets its footer choose an item, clearing the search and loading the list again", async () => {
    const { changes } = await open({
      chosen: ["anna"],
      footer: (choose) => h("button", { type: "button", onClick: () => choose("new") }, "Neu"),
    });
    await type(byLabel(dialog(), "Suchen"), "carl");
    await waitFor(() => expect(loads.at(-1)).toBe("carl@0"));
    await click(byLabel(dialog(), "Neu"));
    await waitFor(() => expect(changes.at(-1)).toEqual(["anna", "new"]));
    expect((byLabel(dialog(), "Suchen") as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(loads.at(-1)).toBe("@0"));
  });

  it("closes with Fertig or Escape", async () => {
    const { closed } = await open();
    await click(byLabel(dialog(), "Fertig"));
    await waitFor(() => expect(closed).toHaveLength(1));
    await mounted!.unmount();
    const again = await open();
    await wait(0);
    await press(byLabel(dialog(), "Suchen"), "Escape");
    await waitFor(() => expect(again.closed).toHaveLength(1));
  });
});
