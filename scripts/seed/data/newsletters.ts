import { iv, l } from "./values.ts";

/** A newsletter issue as written in this module; `toNewsletterData` turns it into content data. */
export interface NewsletterSeed {
  key: string;
  /** Running issue number. */
  number: number;
  /** Publication day (UTC); the visitor site shows the newest issue as the current one. */
  issueDate: string;
  title: { de: string; en: string };
  intro: { de: string; en: string };
  /** Rich text in the sanitised subset (p, h2–h4, strong, em, a, ul, ol, li, blockquote). */
  body: { de: string; en: string };
}

/** Three monthly issues, oldest first; titles unique per language. */
export const NEWSLETTERS: readonly NewsletterSeed[] = [
  {
    key: "2026-09",
    number: 31,
    issueDate: "2026-09-01T06:00:00Z",
    title: l("Atem im Spätsommer", "Breathing into late summer"),
    intro: l(
      "Die Tage werden kürzer, die Termine voller. Diesmal: drei kleine Übungen für den Übergang in den Herbst.",
      "The days are getting shorter and calendars fuller. This time: three small exercises for the move into autumn.",
    ),
    body: l(
      "<h2>Drei Übungen für den Übergang</h2><ul><li><strong>Verlängertes Ausatmen</strong>: vier Takte ein, sechs Takte aus.</li><li><strong>Schulterkreisen</strong> vor jedem Telefonat.</li><li><strong>Ein Abendspaziergang</strong> ohne Kopfhörer.</li></ul><p>Wer mehr üben möchte, findet im <a href=\"/verzeichnis\">Verzeichnis</a> Praktizierende in der Nähe.</p>",
      "<h2>Three exercises for the change of season</h2><ul><li><strong>Longer out-breaths</strong>: in for four counts, out for six.</li><li><strong>Shoulder rolls</strong> before every phone call.</li><li><strong>An evening walk</strong> without headphones.</li></ul><p>If you want to practise more, the <a href=\"/en/directory\">directory</a> lists practitioners near you.</p>",
    ),
  },
  {
    key: "2026-10",
    number: 32,
    issueDate: "2026-10-01T06:00:00Z",
    title: l("Gut schlafen, ruhig atmen", "Sleep well, breathe calmly"),
    intro: l(
      "Schlaf beginnt lange vor dem Zubettgehen. Wir zeigen, wie die letzte Stunde des Tages ruhiger wird.",
      "Sleep starts long before bedtime. Here is how to make the last hour of the day a calmer one.",
    ),
    body: l(
      "<h2>Die 4-7-8-Atmung</h2><ol><li>Vier Sekunden durch die Nase einatmen.</li><li>Sieben Sekunden halten.</li><li>Acht Sekunden hörbar durch den Mund ausatmen.</li></ol><blockquote><p>„Seit ich abends das Handy weglege, schlafe ich schneller ein.“ – eine Leserin aus Köln</p></blockquote>",
      "<h2>The 4-7-8 breath</h2><ol><li>Breathe in through your nose for four seconds.</li><li>Hold for seven seconds.</li><li>Breathe out audibly through your mouth for eight seconds.</li></ol><blockquote><p>“Since I put my phone away in the evening, I fall asleep faster.” – a reader from Cologne</p></blockquote>",
    ),
  },
  {
    key: "2026-11",
    number: 33,
    issueDate: "2026-11-02T06:00:00Z",
    title: l("Novemberlicht und Wochenaufgaben", "November light and weekly challenges"),
    intro: l(
      "Wenig Licht, viel Arbeit: Diesen Monat geht es um fünf Minuten Morgenlicht und um unsere neuen Wochenaufgaben.",
      "Little light, lots of work: this month is about five minutes of morning light and our new weekly challenges.",
    ),
    body: l(
      "<h2>Fünf Minuten Morgenlicht</h2><p>Geh morgens für <em>fünf Minuten</em> ins Tageslicht, bevor du auf einen Bildschirm schaust. Atme dabei langsam aus.</p><h3>Neu: Wochenaufgaben</h3><p>Jede Woche eine kleine Aufgabe – alle findest du unter <a href=\"/wochen-challenges\">Wochen-Challenges</a>.</p>",
      "<h2>Five minutes of morning light</h2><p>Step into daylight for <em>five minutes</em> every morning before you look at a screen. Breathe out slowly while you are there.</p><h3>New: weekly challenges</h3><p>One small task every week – find them all under <a href=\"/en/challenges\">weekly challenges</a>.</p>",
    ),
  },
];

/** Content data of one newsletter issue. */
export function toNewsletterData(n: NewsletterSeed): Record<string, Record<string, unknown>> {
  return { number: iv(n.number), issueDate: iv(n.issueDate), title: n.title, intro: n.intro, body: n.body };
}
