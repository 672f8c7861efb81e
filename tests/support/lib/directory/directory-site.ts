import type { Entity, SiteData } from "../../../../src/lib/content/model.ts";

/** Test data for the directory modules and views (not imported by the site). */
const iv = <T>(value: T) => ({ iv: value });

export function practitioner(id: string, name: string, extra: Record<string, unknown> = {}): Entity {
  const { qualification, description, ...rest } = extra;
  const data: Entity["data"] = {
    name: iv(name),
    display: iv(true),
    websites: iv(["baukasten"]),
    languages: iv(["de"]),
    country: iv("DE"),
    city: iv("Berlin"),
    coords: iv({ latitude: 52.5, longitude: 13.4 }),
  };
  for (const [key, value] of Object.entries(rest)) data[key] = iv(value);
  if (qualification) data.qualification = qualification as Record<string, unknown>;
  if (description) data.description = description as Record<string, unknown>;
  return { id, data };
}

export function appointment(id: string, start: string, practitionerId: string, booked = false, durationMinutes = 50): Entity {
  return { id, data: { start: iv(start), booked: iv(booked), practitioner: iv([practitionerId]), durationMinutes: iv(durationMinutes) } };
}

export function challenge(id: string, week: string, de: string, en: string): Entity {
  return {
    id,
    data: {
      title: { de, en },
      description: { de: `Beschreibung ${de}`, en: `Description ${en}` },
      body: { de: `<p>So gehst du vor:</p><ol><li>Atmen</li></ol><script>alert(1)</script>`, en: `<p>Here is how:</p><ol><li>Breathe</li></ol>` },
      week: iv(week),
    },
  };
}

export function site(parts: Partial<SiteData> = {}): SiteData {
  return {
    pages: [],
    colors: [],
    textStyles: [],
    icons: [],
    themes: [],
    fonts: [],
    languages: [],
    globalSettings: undefined,
    navigation: [],
    practitioners: [],
    appointments: [],
    challenges: [],
    assets: new Map(),
    blockSchemas: [],
    siteCode: "baukasten",
    ...parts,
  };
}

/** A small directory: umlauts, a shared slug, a hidden and an other-site practitioner. */
export function directorySite(): SiteData {
  return site({
    practitioners: [
      practitioner("p2", "Juergen Weiss", { city: "Köln", languages: ["de"] }),
      practitioner("p1", "Jürgen Weiß", {
        languages: ["de", "en"],
        phone: "+49 30 1",
        email: "j@example.org",
        website: "https://jw.example",
        adress2: "Kastanienallee 12",
        postalCode: "10437",
        qualification: { de: "Atemtrainer", en: "Breathing coach" },
      }),
      practitioner("p3", "Maria Höller", { country: "AT", city: "Wien", languages: ["de", "en"], coords: { latitude: 48.2, longitude: 16.35 } }),
      practitioner("p4", "Gudrun Maaß", { display: false }),
      practitioner("p5", "Jonas Öhler", { websites: ["other-site"] }),
      practitioner("p6", "Amélie Lefèvre", { country: "FR", city: "Paris", languages: ["fr", "en"] }),
    ],
    appointments: [
      appointment("a1", "2026-03-10T09:30:00Z", "p1"),
      appointment("a2", "2026-03-10T08:00:00Z", "p1"),
      appointment("a3", "2026-03-10T10:00:00Z", "p1", true),
      appointment("a4", "2026-03-09T23:30:00Z", "p3"),
      appointment("a5", "2026-03-11T07:00:00Z", "p4"),
      appointment("a6", "2026-03-12T07:00:00Z", "p3", true),
    ],
    challenges: [
      challenge("c2", "2026-W11", "Treppe statt Aufzug", "Stairs instead of the lift"),
      challenge("c1", "2026-W10", "Drei Atemzüge vor jeder Mail", "Three breaths before every email"),
      challenge("c3", "2026-W12", "Fünf Minuten Morgenlicht", "Five minutes of morning light"),
      challenge("c4", "bad", "Ohne Woche", "No week"),
    ],
  });
}
