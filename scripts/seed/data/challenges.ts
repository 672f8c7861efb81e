import { stableId } from "../ids.ts";
import { iv, l } from "./values.ts";

interface ChallengeText {
  icon: string;
  title: { de: string; en: string };
  description: { de: string; en: string };
  steps: { de: string[]; en: string[] };
}

/** Twelve weekly challenges, in the order they run; titles are unique per language. */
export const CHALLENGE_TEXTS: readonly ChallengeText[] = [
  {
    icon: "wind",
    title: l("Drei Atemzüge vor jeder Mail", "Three breaths before every email"),
    description: l("Bevor du auf „Senden“ klickst, atmest du dreimal ruhig ein und aus. Klingt klein, verändert aber den Ton vieler Nachrichten.", "Before you hit “send”, take three calm breaths. It sounds small, but it changes the tone of many messages."),
    steps: { de: ["Lege einen Zettel neben die Tastatur.", "Atme vor dem Senden dreimal durch die Nase ein.", "Notiere am Freitag, welche Mail du anders geschrieben hättest."], en: ["Put a sticky note next to your keyboard.", "Breathe in through your nose three times before sending.", "On Friday, note which email you would have written differently."] },
  },
  {
    icon: "mountain",
    title: l("Treppe statt Aufzug", "Stairs instead of the lift"),
    description: l("Eine Woche lang nimmst du jede Treppe, die dir begegnet – und achtest dabei auf einen gleichmäßigen Atem.", "For one week you take every staircase you meet – and keep your breathing even as you climb."),
    steps: { de: ["Zähle die Stufen deines Alltags.", "Atme auf vier Stufen ein und auf vier Stufen aus.", "Gönn dir oben einen Moment Pause."], en: ["Count the stairs in your day.", "Breathe in for four steps and out for four steps.", "Pause for a moment at the top."] },
  },
  {
    icon: "moon",
    title: l("Bildschirmfreie letzte Stunde", "A screen-free last hour"),
    description: l("Die letzte Stunde vor dem Schlafen gehört dir, nicht deinem Handy. Lies, dehne dich oder schau einfach aus dem Fenster.", "The last hour before sleep belongs to you, not your phone. Read, stretch or simply look out of the window."),
    steps: { de: ["Stelle einen Wecker für „Handy weg“.", "Lege das Handy außerhalb des Schlafzimmers ab.", "Probiere die 4-7-8-Atmung im Bett."], en: ["Set an alarm for “phone away”.", "Leave your phone outside the bedroom.", "Try 4-7-8 breathing in bed."] },
  },
  {
    icon: "sun",
    title: l("Fünf Minuten Morgenlicht", "Five minutes of morning light"),
    description: l("Geh jeden Morgen für fünf Minuten ins Tageslicht, bevor du auf einen Bildschirm schaust.", "Step into daylight for five minutes every morning before you look at a screen."),
    steps: { de: ["Öffne direkt nach dem Aufstehen ein Fenster oder geh auf den Balkon.", "Atme dabei langsam aus.", "Beobachte, wie sich dein Schlaf über die Woche verändert."], en: ["Open a window or step onto the balcony right after getting up.", "Breathe out slowly while you are there.", "Notice how your sleep changes over the week."] },
  },
  {
    icon: "water",
    title: l("Ein Glas Wasser, ein tiefer Atemzug", "One glass of water, one deep breath"),
    description: l("Koppel jedes Glas Wasser an einen bewussten, tiefen Atemzug. So trinkst du mehr und atmest öfter durch.", "Pair every glass of water with one conscious, deep breath. You will drink more and pause more often."),
    steps: { de: ["Stell dir morgens eine Karaffe hin.", "Atme vor jedem Glas einmal tief in den Bauch.", "Zähle abends die Gläser."], en: ["Put a carafe on your desk in the morning.", "Take one deep belly breath before each glass.", "Count the glasses in the evening."] },
  },
  {
    icon: "leaf",
    title: l("Zehn Minuten Gehpause", "A ten-minute walking break"),
    description: l("Ersetze eine Kaffeepause am Tag durch zehn Minuten Gehen an der frischen Luft.", "Swap one coffee break a day for ten minutes of walking in the fresh air."),
    steps: { de: ["Plane die Gehpause fest in deinen Kalender.", "Lass Kopfhörer und Handy in der Tasche.", "Atme zwei Schritte ein, drei Schritte aus."], en: ["Block the walk in your calendar.", "Leave headphones and phone in your pocket.", "Breathe in for two steps, out for three."] },
  },
  {
    icon: "heart",
    title: l("Jeden Tag ein Dankeschön", "One thank-you a day"),
    description: l("Sag jeden Tag einem Menschen bewusst Danke – persönlich, am Telefon oder mit einer kurzen Karte.", "Thank one person deliberately every day – in person, on the phone or with a short card."),
    steps: { de: ["Schreib morgens einen Namen auf.", "Sag dieser Person heute, wofür du dankbar bist.", "Spür nach, wie sich dein Atem danach anfühlt."], en: ["Write down a name in the morning.", "Tell that person today what you are grateful for.", "Notice how your breathing feels afterwards."] },
  },
  {
    icon: "clock",
    title: l("Die stündliche Atempause", "The hourly breathing break"),
    description: l("Einmal pro Stunde stehst du auf, streckst dich und atmest sechsmal langsam aus.", "Once an hour you stand up, stretch and breathe out slowly six times."),
    steps: { de: ["Stell einen leisen Stundenton ein.", "Steh auf und heb die Arme beim Einatmen.", "Lass sie beim Ausatmen sinken – sechsmal."], en: ["Set a gentle hourly chime.", "Stand up and raise your arms as you breathe in.", "Lower them as you breathe out – six times."] },
  },
  {
    icon: "users",
    title: l("Gemeinsam atmen", "Breathe together"),
    description: l("Lade eine Freundin, einen Kollegen oder deine Familie ein, eine Übung mit dir zu teilen.", "Invite a friend, a colleague or your family to share one exercise with you."),
    steps: { de: ["Such dir eine Übung aus unserer Sammlung aus.", "Verabrede einen festen Termin.", "Tauscht euch danach fünf Minuten aus."], en: ["Pick an exercise from our collection.", "Agree on a fixed time.", "Talk about it for five minutes afterwards."] },
  },
  {
    icon: "pencil",
    title: l("Abendnotizen in drei Zeilen", "Evening notes in three lines"),
    description: l("Schreib jeden Abend drei Zeilen: Was war schwer, was war leicht, was nimmst du mit?", "Every evening, write three lines: what was hard, what was easy, what will you take with you?"),
    steps: { de: ["Leg ein Notizbuch auf dein Kopfkissen.", "Schreib höchstens drei Zeilen.", "Lies am Sonntag die ganze Woche nach."], en: ["Put a notebook on your pillow.", "Write no more than three lines.", "Read the whole week back on Sunday."] },
  },
  {
    icon: "star",
    title: l("Kalte Dusche zum Schluss", "A cold finish to your shower"),
    description: l("Beende deine Dusche mit dreißig Sekunden kaltem Wasser und halte den Atem dabei ruhig und lang.", "Finish your shower with thirty seconds of cold water and keep your breathing slow and long."),
    steps: { de: ["Beginne mit den Füßen und Händen.", "Atme lang aus, statt die Luft anzuhalten.", "Steigere dich von zehn auf dreißig Sekunden."], en: ["Start with your feet and hands.", "Breathe out long instead of holding your breath.", "Build up from ten to thirty seconds."] },
  },
  {
    icon: "globe",
    title: l("Eine Woche langsamer", "A slower week"),
    description: l("Plane bewusst Puffer ein: zehn Minuten früher los, ein Termin weniger, eine Pause mehr.", "Build in deliberate buffers: leave ten minutes earlier, one appointment fewer, one more break."),
    steps: { de: ["Streiche einen unwichtigen Termin.", "Plane zu jedem Weg zehn Minuten Puffer ein.", "Nutze gewonnene Zeit für drei tiefe Atemzüge."], en: ["Cancel one unimportant appointment.", "Add ten minutes of buffer to every journey.", "Use the time you win for three deep breaths."] },
  },
  {
    icon: "play",
    title: l("Musik zum Ausatmen", "Music to breathe out to"),
    description: l("Such dir ein ruhiges Musikstück und atme während des ganzen Stücks im Takt aus.", "Pick a calm piece of music and breathe out in time with it for the whole piece."),
    steps: { de: ["Wähle ein Stück mit etwa 60 Schlägen pro Minute.", "Atme vier Schläge ein, sechs Schläge aus.", "Wiederhole es jeden Abend."], en: ["Choose a piece at about 60 beats per minute.", "Breathe in for four beats, out for six.", "Repeat it every evening."] },
  },
  {
    icon: "home",
    title: l("Ein aufgeräumter Ruheplatz", "A tidy place to rest"),
    description: l("Richte dir zu Hause eine kleine Ecke ein, in der du jeden Tag fünf Minuten still sitzt.", "Set up a small corner at home where you sit quietly for five minutes every day."),
    steps: { de: ["Räume einen Stuhl oder ein Kissen frei.", "Setz dich jeden Tag zur selben Zeit dorthin.", "Zähle zehn Atemzüge, dann beginne von vorn."], en: ["Clear a chair or a cushion.", "Sit there at the same time every day.", "Count ten breaths, then start again."] },
  },
];

const DAY_MS = 86_400_000;

/** ISO-8601 week of a date, e.g. `2026-W48`, and the Monday 00:00 UTC that starts it. */
export function isoWeek(date: Date): { week: string; start: Date } {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  const monday = day - weekday * DAY_MS;
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return { week: `${year}-W${String(week).padStart(2, "0")}`, start: new Date(monday) };
}

/** A challenge with its week; the current week of `now` is the ninth of fourteen. */
export interface ChallengeSeed {
  id: string;
  week: string;
  start: string;
  text: ChallengeText;
}

/** Eight past weeks, the current week and five upcoming ones. */
export function generateChallenges(now: Date): ChallengeSeed[] {
  const current = isoWeek(now).start.getTime();
  return CHALLENGE_TEXTS.map((text, i) => {
    const { week, start } = isoWeek(new Date(current + (i - 8) * 7 * DAY_MS));
    return { id: stableId("challenges", week), week, start: start.toISOString().replace(".000Z", "Z"), text };
  });
}

const list = (items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join("")}</ol>`;

/** Content data of the `challenges` schema. */
export const toChallengeData = (c: ChallengeSeed) => ({
  title: c.text.title,
  description: c.text.description,
  body: l(`<p>So gehst du vor:</p>${list(c.text.steps.de)}`, `<p>Here is how:</p>${list(c.text.steps.en)}`),
  week: iv(c.week),
  start: iv(c.start),
  icon: iv(c.text.icon),
});
