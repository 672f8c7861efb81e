import type { BlockInstance } from "../../src/lib/tree/block.ts";
import type { PageContext, PageSeed } from "./data/pages.ts";
import { OTHER_SITE_CODE, type PractitionerSeed } from "./data/practitioners.ts";
import { stableId } from "./ids.ts";
import { createRandom, type Random } from "./prng.ts";
import { slugify } from "../../src/lib/slug.ts";

type Text = { de: string; en: string };

// Paired German/English vocabulary, so a generated sentence means the same in both languages.
const TOPICS: readonly Text[] = [
  { de: "Atem", en: "breath" },
  { de: "Schlaf", en: "sleep" },
  { de: "Gelassenheit", en: "calm" },
  { de: "Bewegung", en: "movement" },
  { de: "Konzentration", en: "focus" },
  { de: "Pause", en: "break" },
  { de: "Haltung", en: "posture" },
  { de: "Achtsamkeit", en: "mindfulness" },
  { de: "Stimme", en: "voice" },
  { de: "Entspannung", en: "relaxation" },
  { de: "Energie", en: "energy" },
  { de: "Erholung", en: "recovery" },
];
const PLACES: readonly Text[] = [
  { de: "im Büro", en: "at the office" },
  { de: "unterwegs", en: "on the move" },
  { de: "am Abend", en: "in the evening" },
  { de: "am Morgen", en: "in the morning" },
  { de: "in der Familie", en: "with your family" },
  { de: "beim Sport", en: "during sport" },
  { de: "in der Natur", en: "in nature" },
  { de: "vor Prüfungen", en: "before exams" },
  { de: "im Homeoffice", en: "when working from home" },
];
const KINDS: readonly Text[] = [
  { de: "Grundlagen", en: "Basics" },
  { de: "Übungen", en: "Exercises" },
  { de: "Ein Leitfaden", en: "A guide" },
  { de: "Fragen und Antworten", en: "Questions and answers" },
  { de: "Erfahrungen", en: "Experiences" },
  { de: "Fünf Ideen", en: "Five ideas" },
];
const SENTENCES: readonly ((topic: Text, place: Text) => Text)[] = [
  (t, p) => ({
    de: `Wer ${p.de} auf ${t.de === "Atem" ? "den Atem" : `die eigene ${t.de}`} achtet, merkt schnell, wie viel sich in wenigen Minuten ändert.`,
    en: `If you pay attention to your ${t.en} ${p.en}, you soon notice how much changes in a few minutes.`,
  }),
  (t, p) => ({
    de: `Unsere Trainerinnen und Trainer zeigen, wie sich ${t.de} ${p.de} ohne Hilfsmittel üben lässt.`,
    en: `Our coaches show how ${t.en} can be practised ${p.en} without any equipment.`,
  }),
  (t) => ({
    de: `Beginne mit drei ruhigen Atemzügen und verlängere das Ausatmen Schritt für Schritt – so wird ${t.de} zur Gewohnheit.`,
    en: `Start with three calm breaths and lengthen the exhalation step by step – that is how ${t.en} becomes a habit.`,
  }),
  (_t, p) => ({
    de: `Viele Teilnehmende berichten, dass ihnen kurze Pausen ${p.de} am meisten helfen.`,
    en: `Many participants say that short breaks ${p.en} help them most.`,
  }),
  (t) => ({
    de: `Es geht nicht um Leistung: ${t.de} entsteht dort, wo du dir selbst freundlich begegnest.`,
    en: `It is not about performance: ${t.en} grows where you treat yourself kindly.`,
  }),
  () => ({
    de: "Probier die Übung eine Woche lang aus und notiere jeden Abend in einem Satz, wie es dir ging.",
    en: "Try the exercise for a week and note in one sentence every evening how it went.",
  }),
];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function paragraph(random: Random, topic: Text, place: Text, sentences = 3): Text {
  const picked = random.sample(SENTENCES, sentences).map((make) => make(topic, place));
  return { de: `<p>${picked.map((s) => s.de).join(" ")}</p>`, en: `<p>${picked.map((s) => s.en).join(" ")}</p>` };
}

/**
 * `count` generated content pages (deterministic for `seed`): title, per-language slugs with a
 * numeric suffix (never clashing with base pages), and a nested block tree of 10–20 blocks.
 */
export function generatePages(count: number, ctx: PageContext, seed = 1): PageSeed[] {
  const random = createRandom(`pages:${seed}`);
  const pages: PageSeed[] = [];
  for (let i = 1; i <= count; i++) {
    const topic = random.pick(TOPICS);
    const place = random.pick(PLACES);
    const kind = random.pick(KINDS);
    const title = { de: `${kind.de}: ${topic.de} ${place.de}`, en: `${kind.en}: ${capitalize(topic.en)} ${place.en}` };
    const key = `generated-${seed}-${i}`;
    const builder = ctx.builder(key);
    const sections: BlockInstance[] = [
      builder.section({ width: "narrow", paddingY: "lg" }, [
        builder.heading(title, "h1", { textStyle: ctx.textStyle("heading-l") }),
        builder.richText(paragraph(random, topic, place, 2), ctx.textStyle("lead")),
      ]),
    ];
    const extraSections = random.int(1, 3);
    for (let s = 0; s < extraSections; s++) {
      const sub = random.pick(TOPICS);
      sections.push(
        builder.section({ background: random.chance(0.4) ? ctx.color(random.pick(["sand", "nebel"])) : undefined, paddingY: "md" }, [
          builder.heading({ de: `${capitalize(sub.de)} ${place.de}`, en: `${capitalize(sub.en)} ${place.en}` }, "h2"),
          builder.columns(2, [
            builder.cell([builder.icon(random.pick(["wind", "leaf", "sun", "moon", "heart", "clock"])), builder.richText(paragraph(random, sub, place))]),
            random.chance(0.5)
              ? builder.image(
                  ctx.asset(random.pick(["wald", "see", "abend"])),
                  { de: `Illustration zum Thema ${sub.de}`, en: `Illustration on ${sub.en}` },
                  { aspect: "4/3" },
                )
              : builder.cell([
                  builder.richText(paragraph(random, sub, place)),
                  builder.button({ de: "Trainer finden", en: "Find a coach" }, { de: "/verzeichnis", en: "/en/directory" }, "secondary", "arrow-right"),
                ]),
          ]),
        ]),
      );
    }
    pages.push({
      key,
      title,
      seo: {
        de: { seotitle: `${title.de} | Atemraum`, slug: `${slugify(title.de)}-${i}`, description: SENTENCES[0]!(topic, place).de },
        en: { seotitle: `${title.en} | Atemraum`, slug: `${slugify(title.en)}-${i}`, description: SENTENCES[0]!(topic, place).en },
      },
      critical: false,
      theme: "standard",
      blocks: sections,
    });
  }
  return pages;
}

const FIRST = [
  "Anna",
  "Jörg",
  "Björn",
  "Lena",
  "Maximilian",
  "Sophie",
  "Lukas",
  "Jürgen",
  "Mia",
  "Günther",
  "Käthe",
  "Ömer",
  "Zoë",
  "Felix",
  "Hanna",
  "Paul",
  "Greta",
  "Till",
  "Ida",
  "Malte",
  "Elif",
  "Noah",
  "Luisa",
  "Jan",
  "Frieda",
  "Sören",
  "Marlene",
  "Bastian",
  "Ronja",
  "Yusuf",
];
const LAST = [
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Schäfer",
  "Koch",
  "Bauer",
  "Richter",
  "Klein",
  "Wolf",
  "Schröder",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Braun",
  "Krüger",
  "Hofmann",
  "Hartmann",
  "Lange",
  "Weiß",
  "Groß",
  "Strauß",
  "Köhler",
  "Jäger",
];
const CITIES: readonly [country: string, city: string, lat: number, lon: number, langs: string[]][] = [
  ["DE", "Berlin", 52.52, 13.405, ["de", "en"]],
  ["DE", "Hamburg", 53.5511, 9.9937, ["de", "en"]],
  ["DE", "München", 48.1351, 11.582, ["de"]],
  ["DE", "Köln", 50.9375, 6.9603, ["de"]],
  ["DE", "Leipzig", 51.3397, 12.3731, ["de"]],
  ["DE", "Kiel", 54.3233, 10.1228, ["de", "da"]],
  ["AT", "Wien", 48.2082, 16.3738, ["de", "en"]],
  ["AT", "Graz", 47.0707, 15.4395, ["de"]],
  ["CH", "Zürich", 47.3769, 8.5417, ["de", "en"]],
  ["CH", "Lausanne", 46.5197, 6.6323, ["fr", "de"]],
  ["NL", "Den Haag", 52.0705, 4.3007, ["nl", "en"]],
  ["FR", "Bordeaux", 44.8378, -0.5792, ["fr"]],
  ["IT", "Torino", 45.0703, 7.6869, ["it", "en"]],
  ["BE", "Gent", 51.0543, 3.7174, ["nl", "fr", "en"]],
  ["LU", "Luxembourg", 49.6116, 6.1319, ["fr", "de", "en"]],
];
const STREETS = ["Hauptstraße", "Lindenweg", "Gartenstraße", "Bahnhofstraße", "Am Markt", "Schillerstraße", "Ringstraße", "Mühlenweg"];
const FOCI: readonly PractitionerSeed["focus"][] = ["breath", "stress", "sleep", "movement", "children"];

/**
 * `count` generated practitioners (deterministic for `seed`), spread over fifteen cities with
 * jittered coordinates; ~85 % list this site, ~10 % are hidden. Names repeat, as real names do.
 */
export function generatePractitioners(count: number, seed = 1): (PractitionerSeed & { id: string })[] {
  const random = createRandom(`practitioners:${seed}`);
  return Array.from({ length: count }, (_, index) => {
    const i = index + 1;
    const [country, city, lat, lon, langs] = random.pick(CITIES);
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    const key = `generated-${seed}-${i}`;
    const roll = random.next();
    return {
      id: stableId("practitioners", key),
      key: `${slugify(name)}-${i}`,
      name,
      country,
      city,
      postalCode: String(random.int(10000, 99999)),
      street: `${random.pick(STREETS)} ${random.int(1, 120)}`,
      lat: Math.round((lat + (random.next() - 0.5) * 0.12) * 1e5) / 1e5,
      lon: Math.round((lon + (random.next() - 0.5) * 0.18) * 1e5) / 1e5,
      languages: random.chance(0.6) ? langs : [...langs, "en"].filter((v, k, a) => a.indexOf(v) === k),
      listing: roll < 0.85 ? "site" : roll < 0.93 ? "both" : "other",
      display: random.chance(0.9),
      finished: random.chance(0.8),
      focus: random.pick(FOCI),
    };
  });
}

/** Exposed for tests: the code other-site practitioners list. */
export { OTHER_SITE_CODE };
