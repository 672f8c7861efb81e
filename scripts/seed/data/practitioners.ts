import { stableId } from "../ids.ts";
import { geo, iv, l } from "./values.ts";

/** Which site codes a seeded practitioner lists: this site, another site only, or both. */
export type Listing = "site" | "other" | "both";

/** A practitioner as written in this module; `toPractitionerData` turns it into content data. */
export interface PractitionerSeed {
  key: string;
  name: string;
  country: string;
  city: string;
  postalCode: string;
  street: string;
  lat: number;
  lon: number;
  languages: string[];
  listing: Listing;
  display: boolean;
  finished: boolean;
  focus: "breath" | "stress" | "sleep" | "movement" | "children";
  /** Second practice location, when there is one. */
  second?: { lat: number; lon: number };
  phone?: string;
}

/** The site code used for practitioners that belong to another site of the family. */
export const OTHER_SITE_CODE = "other-site";

const p = (
  key: string, name: string, country: string, city: string, postalCode: string, street: string,
  lat: number, lon: number, languages: string[], focus: PractitionerSeed["focus"],
  extra: Partial<PractitionerSeed> = {},
): PractitionerSeed => ({ key, name, country, city, postalCode, street, lat, lon, languages, focus, listing: "site", display: true, finished: true, ...extra });

/**
 * Base practitioners: ≥5 countries, real city coordinates (practice addresses are invented),
 * names with umlauts and ß. "Jürgen Weiß" and "Juergen Weiss" share the slug `juergen-weiss`.
 */
export const PRACTITIONERS: readonly PractitionerSeed[] = [
  p("juergen-weiss-berlin", "Jürgen Weiß", "DE", "Berlin", "10437", "Kastanienallee 12", 52.5386, 13.4114, ["de", "en"], "breath", { phone: "+49 30 5557 1201" }),
  p("juergen-weiss-koeln", "Juergen Weiss", "DE", "Köln", "50667", "Breite Straße 88", 50.9384, 6.9467, ["de"], "stress"),
  p("aenne-strauss", "Änne Strauß", "DE", "München", "80469", "Fraunhoferstraße 21", 48.1314, 11.5737, ["de", "en", "it"], "sleep", { second: { lat: 47.8571, lon: 12.1181 } }),
  p("oezlem-guenes", "Özlem Güneş", "DE", "Hamburg", "22767", "Große Bergstraße 154", 53.5503, 9.9366, ["de", "tr", "en"], "stress", { listing: "both" }),
  p("malte-boehm", "Malte Böhm", "DE", "Leipzig", "04107", "Karl-Liebknecht-Straße 9", 51.3318, 12.3747, ["de"], "movement"),
  p("friederike-hoessl", "Friederike Hößl", "DE", "Freiburg im Breisgau", "79098", "Konviktstraße 4", 47.9959, 7.8537, ["de", "fr"], "breath"),
  p("soeren-kuehn", "Sören Kühn", "DE", "Dresden", "01097", "Königsbrücker Straße 31", 51.0636, 13.7496, ["de", "en"], "children", { finished: false }),
  p("gudrun-maass", "Gudrun Maaß", "DE", "Stuttgart", "70178", "Tübinger Straße 60", 48.7699, 9.1720, ["de"], "sleep", { display: false }),
  p("lea-schaefer", "Lea Schäfer", "DE", "Frankfurt am Main", "60594", "Schweizer Straße 17", 50.1024, 8.6829, ["de", "en", "es"], "stress"),
  p("jonas-oehler", "Jonas Öhler", "DE", "Münster", "48143", "Ludgeristraße 50", 51.9590, 7.6280, ["de"], "movement", { listing: "other" }),
  p("katharina-vogelsaenger", "Katharina Vogelsänger", "DE", "Bremen", "28195", "Sögestraße 30", 53.0770, 8.8069, ["de", "en"], "breath"),
  p("maria-hoeller", "Maria Höller", "AT", "Wien", "1070", "Neubaugasse 25", 48.2016, 16.3497, ["de", "en"], "breath", { listing: "both", phone: "+43 1 555 2290" }),
  p("florian-gruessinger", "Florian Grüßinger", "AT", "Graz", "8010", "Sporgasse 14", 47.0722, 15.4372, ["de"], "stress"),
  p("theresa-moesl", "Theresa Mösl", "AT", "Salzburg", "5020", "Linzer Gasse 38", 47.8048, 13.0473, ["de", "it"], "sleep"),
  p("lukas-pfaendler", "Lukas Pfändler", "AT", "Innsbruck", "6020", "Maria-Theresien-Straße 8", 47.2654, 11.3946, ["de", "en"], "movement", { finished: false }),
  p("ursula-bruehwiler", "Ursula Brühwiler", "CH", "Zürich", "8004", "Langstrasse 120", 47.3782, 8.5275, ["de", "en", "fr"], "breath"),
  p("reto-baeumli", "Reto Bäumli", "CH", "Bern", "3011", "Kramgasse 45", 46.9480, 7.4474, ["de", "fr"], "stress", { listing: "other" }),
  p("chloe-favre", "Chloé Favre", "CH", "Genève", "1204", "Rue du Marché 10", 46.2044, 6.1432, ["fr", "en"], "sleep"),
  p("noemi-keller", "Noëmi Keller", "CH", "Basel", "4051", "Spalenberg 22", 47.5574, 7.5856, ["de", "fr", "en"], "children"),
  p("sanne-de-vries", "Sanne de Vries", "NL", "Amsterdam", "1016 DK", "Prinsengracht 281", 52.3738, 4.8840, ["nl", "en", "de"], "breath"),
  p("joost-van-dijk", "Joost van Dijk", "NL", "Utrecht", "3511 LX", "Oudegracht 190", 52.0894, 5.1187, ["nl", "en"], "movement", { display: false }),
  p("femke-bakker", "Femke Bakker", "NL", "Rotterdam", "3012 CL", "Witte de Withstraat 40", 51.9160, 4.4745, ["nl", "en"], "stress", { listing: "both" }),
  p("amelie-lefevre", "Amélie Lefèvre", "FR", "Paris", "75011", "Rue Oberkampf 52", 48.8650, 2.3780, ["fr", "en"], "sleep"),
  p("mathieu-roux", "Mathieu Roux", "FR", "Lyon", "69002", "Rue Mercière 18", 45.7620, 4.8330, ["fr"], "breath", { listing: "other" }),
  p("elodie-muller", "Élodie Müller", "FR", "Strasbourg", "67000", "Rue des Juifs 7", 48.5830, 7.7520, ["fr", "de"], "stress"),
  p("giulia-ferrari", "Giulia Ferrari", "IT", "Milano", "20121", "Via Solferino 11", 45.4746, 9.1866, ["it", "en"], "movement"),
  p("matteo-gruber", "Matteo Gruber", "IT", "Bolzano", "39100", "Via dei Portici 30", 46.4983, 11.3548, ["it", "de"], "breath"),
  p("chiara-romano", "Chiara Romano", "IT", "Roma", "00153", "Via della Lungaretta 64", 41.8892, 12.4697, ["it", "en"], "sleep", { finished: false }),
  p("ole-juergensen", "Ole Jürgensen", "DK", "København", "2200", "Blågårdsgade 9", 55.6867, 12.5553, ["da", "de", "en"], "breath"),
  p("agnieszka-nowak", "Agnieszka Nowak", "PL", "Wrocław", "50-101", "Rynek 33", 51.1100, 17.0320, ["pl", "de", "en"], "stress"),
  p("tomas-novak", "Tomáš Novák", "CZ", "Praha", "110 00", "Dlouhá 20", 50.0902, 14.4252, ["cs", "en", "de"], "movement", { display: false, listing: "both" }),
  p("ines-goessmann", "Ines Gößmann", "DE", "Nürnberg", "90403", "Weinmarkt 6", 49.4545, 11.0747, ["de", "en"], "children"),
  p("hannes-laeufer", "Hannes Läufer", "DE", "Hannover", "30159", "Lister Meile 41", 52.3803, 9.7426, ["de"], "movement"),
  p("beatrix-oettl", "Beatrix Öttl", "AT", "Linz", "4020", "Herrenstraße 19", 48.3032, 14.2876, ["de", "cs"], "sleep"),
  p("pia-wuerth", "Pia Würth", "CH", "Luzern", "6004", "Weggisgasse 5", 47.0519, 8.3053, ["de", "en", "it"], "breath"),
];

const QUALIFICATION: Record<PractitionerSeed["focus"], { de: string; en: string }> = {
  breath: l("Atemtrainerin und -trainer, zertifiziert", "Certified breathing coach"),
  stress: l("Stressbewältigung und Achtsamkeit (MBSR)", "Stress reduction and mindfulness (MBSR)"),
  sleep: l("Schlafcoaching und Entspannungsverfahren", "Sleep coaching and relaxation techniques"),
  movement: l("Bewegung, Haltung und Atem", "Movement, posture and breath"),
  children: l("Achtsamkeit für Kinder und Familien", "Mindfulness for children and families"),
};

const DESCRIPTION: Record<PractitionerSeed["focus"], { de: string; en: string }> = {
  breath: l(
    "Ich begleite Menschen, die ihren Atem als Ressource entdecken wollen. In kleinen Gruppen und Einzelstunden üben wir ruhige, alltagstaugliche Atemmuster, die sich ohne Hilfsmittel in jeden Tag einbauen lassen.",
    "I work with people who want to discover their breath as a resource. In small groups and one-to-one sessions we practise calm, everyday breathing patterns that fit into any day without equipment.",
  ),
  stress: l(
    "Schwerpunkt meiner Arbeit ist der Umgang mit Stress im Beruf. Wir verbinden Atemübungen mit kurzen Achtsamkeitspausen und entwickeln gemeinsam Routinen, die auch in vollen Wochen tragen.",
    "My work focuses on handling stress at work. We combine breathing exercises with short mindfulness breaks and build routines together that hold up even in busy weeks.",
  ),
  sleep: l(
    "Wer schlecht einschläft, findet bei mir sanfte Abendrituale: verlängertes Ausatmen, Körperreisen und ein ehrlicher Blick auf die eigenen Gewohnheiten – ohne Druck und ohne Perfektionismus.",
    "If you struggle to fall asleep, I offer gentle evening rituals: longer exhalations, body scans and an honest look at your own habits – without pressure and without perfectionism.",
  ),
  movement: l(
    "Atem und Bewegung gehören zusammen. In meinen Kursen verbinden wir einfache Mobilisationsübungen mit bewusstem Atmen, draußen im Park oder im Studio.",
    "Breath and movement belong together. My classes combine simple mobility exercises with conscious breathing, outdoors in the park or in the studio.",
  ),
  children: l(
    "Ich arbeite mit Kindern ab sechs Jahren und ihren Eltern. Spielerische Atemübungen helfen, Aufregung vor Prüfungen oder beim Einschlafen gemeinsam zu bewältigen.",
    "I work with children from the age of six and their parents. Playful breathing exercises help families cope with nerves before exams or at bedtime.",
  ),
};

/** The content id of a base practitioner. */
export const practitionerId = (key: string) => stableId("practitioners", key);

/** Site codes for a listing, given the code of the site being seeded. */
export function websitesFor(listing: Listing, siteCode: string): string[] {
  if (listing === "other") return [OTHER_SITE_CODE];
  if (listing === "both") return [siteCode, OTHER_SITE_CODE];
  return [siteCode];
}

/** Content data of the `practitioners` schema for one seed. */
export function toPractitionerData(seed: PractitionerSeed, siteCode: string, descriptions = DESCRIPTION) {
  const domain = seed.key.replace(/-(berlin|koeln)$/, "");
  return {
    name: iv(seed.name),
    display: iv(seed.display),
    websites: iv(websitesFor(seed.listing, siteCode)),
    coords: iv(geo(seed.lat, seed.lon)),
    ...(seed.second ? { coords2: iv(geo(seed.second.lat, seed.second.lon)) } : {}),
    languages: iv(seed.languages),
    country: iv(seed.country),
    city: iv(seed.city),
    postalCode: iv(seed.postalCode),
    adress2: iv(seed.street),
    finishedPractitioner: iv(seed.finished),
    email: iv(`kontakt@${domain}.example`),
    ...(seed.phone ? { phone: iv(seed.phone) } : {}),
    website: iv(`https://${domain}.example`),
    qualification: QUALIFICATION[seed.focus],
    description: descriptions[seed.focus],
  };
}
