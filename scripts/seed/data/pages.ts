import type { BlockInstance } from "../../../src/lib/tree/block.ts";
import type { BlockBuilder } from "../blocks.ts";
import { stableId } from "../ids.ts";
import { iv, l } from "./values.ts";

type Text = { de: string; en: string };

/** Ids of seeded items, by the keys the data modules use. */
export interface PageContext {
  builder(scope: string): BlockBuilder;
  color(key: string): string;
  textStyle(key: string): string;
  asset(key: string): string;
  practitioner(key: string): string;
  theme(key: string): string;
}

/** SEO object of one language: the page's path segment and `<title>`. */
export interface Seo {
  seotitle: string;
  slug: string;
  description: string;
}

/** A page before it becomes content data. */
export interface PageSeed {
  key: string;
  title: Text;
  seo: { de: Seo; en: Seo };
  critical: boolean;
  theme: string;
  background?: string;
  blocks: BlockInstance[];
}

/** The content id of a base page. */
export const pageId = (key: string) => stableId("pages", key);

/** German and English slugs of the base pages; `""` is the home page (`/` and `/en`). */
export const PAGE_SLUGS: Record<string, Text> = {
  home: l("", ""),
  about: l("ueber-uns", "about"),
  directory: l("verzeichnis", "directory"),
  challenges: l("wochen-challenges", "challenges"),
  booking: l("termine", "booking"),
  join: l("mitmachen", "join"),
  newsletter: l("newsletter", "newsletter"),
  contact: l("kontakt", "contact"),
  imprint: l("impressum", "imprint"),
  privacy: l("datenschutz", "privacy"),
};

/** Site-relative link to a base page in both languages (`/kontakt`, `/en/contact`). */
export const linkTo = (key: string): Text => {
  const slug = PAGE_SLUGS[key];
  if (!slug) throw new Error(`no base page ${key}`);
  return l(`/${slug.de}`, slug.en ? `/en/${slug.en}` : "/en");
};

const seo = (key: string, title: Text, description: Text): PageSeed["seo"] => ({
  de: { seotitle: key === "home" ? "Atemraum – Atmen lernen, gelassener leben" : `${title.de} | Atemraum`, slug: PAGE_SLUGS[key]!.de, description: description.de },
  en: { seotitle: key === "home" ? "Atemraum – learn to breathe, live more calmly" : `${title.en} | Atemraum`, slug: PAGE_SLUGS[key]!.en, description: description.en },
});

const page = (key: string, title: Text, description: Text, blocks: BlockInstance[], extra: Partial<PageSeed> = {}): PageSeed => ({
  key, title, seo: seo(key, title, description), critical: false, theme: "standard", blocks, ...extra,
});

/** A feature column: icon, small heading, one paragraph. */
const feature = (b: BlockBuilder, ctx: PageContext, icon: string, title: Text, text: Text) =>
  b.cell([b.icon(icon, { color: ctx.color("terrakotta") }), b.heading(title, "h3", { textStyle: ctx.textStyle("heading-s") }), b.richText(l(`<p>${text.de}</p>`, `<p>${text.en}</p>`))]);

function home(ctx: PageContext): PageSeed {
  const b = ctx.builder("home");
  return page("home", l("Startseite", "Home"), l("Atemraum verbindet Menschen mit zertifizierten Atemtrainerinnen und -trainern – mit Wochen-Challenges, Kursen und freien Terminen.", "Atemraum connects people with certified breathing coaches – with weekly challenges, classes and open appointments."), [
    b.section({ background: ctx.color("sand"), width: "wide", paddingY: "xl" }, [
      b.columns(2, [
        b.cell([
          b.heading(l("Atmen lernen. Gelassener leben.", "Learn to breathe. Live more calmly."), "h1", { eyebrow: l("Willkommen im Atemraum", "Welcome to Atemraum"), textStyle: ctx.textStyle("display") }),
          b.richText(l(
            "<p>Ein paar bewusste Atemzüge verändern, wie sich ein Tag anfühlt. Wir zeigen dir, wie – mit einfachen Übungen, einer Challenge pro Woche und Trainerinnen und Trainern in deiner Nähe.</p>",
            "<p>A few conscious breaths change how a day feels. We show you how – with simple exercises, one challenge a week and coaches near you.</p>",
          ), ctx.textStyle("lead")),
          b.columns("auto", [
            b.button(l("Trainer finden", "Find a coach"), linkTo("directory"), "primary", "map-pin"),
            b.button(l("Challenge der Woche", "This week's challenge"), linkTo("challenges"), "secondary", "arrow-right"),
          ], { gap: "sm", verticalAlign: "center" }),
        ]),
        b.image(ctx.asset("hero"), l("Weiche Kreise in warmem Morgenlicht", "Soft circles in warm morning light"), { priority: true, aspect: "4/3" }),
      ], { verticalAlign: "center", gap: "lg" }),
    ]),
    b.section({ paddingY: "lg" }, [
      b.heading(l("Was dich erwartet", "What to expect"), "h2", { textStyle: ctx.textStyle("heading-l"), align: "center" }),
      b.spacer("sm"),
      b.columns(3, [
        feature(b, ctx, "wind", l("Übungen für jeden Tag", "Exercises for every day"), l("Kurze Atemübungen, die ohne Matte und ohne Vorwissen funktionieren – im Büro, in der Bahn oder abends im Bett.", "Short breathing exercises that need no mat and no experience – at the office, on the train or in bed at night.")),
        feature(b, ctx, "calendar", l("Eine Challenge pro Woche", "One challenge a week"), l("Jeden Montag startet eine neue Wochen-Challenge. Klein genug für volle Tage, groß genug, um etwas zu verändern.", "A new weekly challenge starts every Monday. Small enough for busy days, big enough to change something.")),
        feature(b, ctx, "users", l("Begleitung vor Ort", "Support near you"), l("Rund dreißig zertifizierte Trainerinnen und Trainer in sieben Ländern bieten Kurse und Einzelstunden an.", "Around thirty certified coaches in seven countries offer classes and one-to-one sessions.")),
      ], { gap: "lg" }),
    ]),
    b.section({ background: ctx.color("tannengruen"), paddingY: "lg" }, [
      b.columns(2, [
        b.custom("block-challenge-overview-card", { eyebrow: l("Diese Woche", "This week"), linkLabel: l("Zur Challenge", "Go to the challenge"), backgroundColor: iv([ctx.color("weiss")]) }),
        b.cell([
          b.heading(l("Mach mit – eine Woche lang", "Join in – for one week"), "h2", { textStyle: ctx.textStyle("heading-l") }),
          b.richText(l(
            "<p>Die Wochen-Challenges sind kostenlos und brauchen keine Anmeldung. Lies die Aufgabe am Montag, probier sie sieben Tage aus und schau am Sonntag, was sich verändert hat.</p>",
            "<p>The weekly challenges are free and need no sign-up. Read the task on Monday, try it for seven days and look back on Sunday at what has changed.</p>",
          )),
          b.button(l("Alle Challenges", "All challenges"), linkTo("challenges"), "ghost", "arrow-right"),
        ]),
      ], { verticalAlign: "center" }),
    ]),
    b.section({ paddingY: "lg" }, [
      b.custom("block-practitioner-small-list", { title: l("Neu im Verzeichnis", "New in the directory"), limit: iv(6), linkLabel: l("Alle Trainerinnen und Trainer", "All coaches"), href: linkTo("directory") }),
    ]),
    b.section({ background: ctx.color("nebel"), width: "narrow", paddingY: "md", align: "center" }, [
      b.icon("mail", { size: "xl", color: ctx.color("salbei") }),
      b.heading(l("Einmal im Monat: der Atemraum-Brief", "Once a month: the Atemraum letter"), "h2", { align: "center" }),
      b.richText(l("<p>Neue Übungen, Termine und ein Gedanke zum Durchatmen. Kein Spam, jederzeit abbestellbar.</p>", "<p>New exercises, dates and a thought to pause on. No spam, unsubscribe at any time.</p>")),
      b.button(l("Newsletter abonnieren", "Subscribe to the newsletter"), linkTo("newsletter"), "primary", "mail"),
    ]),
  ], { critical: true, background: "weiss" });
}

function about(ctx: PageContext): PageSeed {
  const b = ctx.builder("about");
  return page("about", l("Über uns", "About us"), l("Wer hinter Atemraum steht, woran wir glauben und wie unsere Trainerinnen und Trainer ausgebildet werden.", "Who is behind Atemraum, what we believe in and how our coaches are trained."), [
    b.section({ width: "narrow", paddingY: "xl" }, [
      b.heading(l("Über uns", "About us"), "h1", { textStyle: ctx.textStyle("display") }),
      b.richText(l(
        "<p>Atemraum ist 2019 in einem Hinterhof in Leipzig entstanden: drei Physiotherapeutinnen, ein Musiker und eine Lehrerin, die alle dieselbe Erfahrung gemacht hatten – dass sich mit dem Atem mehr verändern lässt, als man denkt.</p>",
        "<p>Atemraum began in 2019 in a Leipzig courtyard: three physiotherapists, a musician and a teacher who had all found the same thing – that breathing can change more than you would expect.</p>",
      ), ctx.textStyle("lead")),
    ]),
    b.section({ width: "wide", paddingY: "md" }, [
      b.columns(2, [
        b.image(ctx.asset("wald"), l("Grüne, sich überlagernde Kreise wie Baumkronen", "Overlapping green circles like treetops"), { caption: l("Unser erster Kursraum lag direkt am Auwald.", "Our first studio was right next to the floodplain forest."), aspect: "4/3" }),
        b.cell([
          b.heading(l("Unsere Haltung", "What we stand for"), "h2"),
          b.richText(l(
            "<ul><li><strong>Einfach statt esoterisch:</strong> Jede Übung ist erklärt und alltagstauglich.</li><li><strong>Freiwillig statt verbissen:</strong> Eine ausgelassene Übung ist kein Scheitern.</li><li><strong>Qualität vor Wachstum:</strong> Ins Verzeichnis kommt nur, wer die 200-stündige Ausbildung abgeschlossen hat.</li></ul>",
            "<ul><li><strong>Simple, not esoteric:</strong> every exercise is explained and fits into everyday life.</li><li><strong>Voluntary, not dogged:</strong> a skipped exercise is not a failure.</li><li><strong>Quality before growth:</strong> only coaches who completed the 200-hour training are listed.</li></ul>",
          )),
        ]),
      ], { verticalAlign: "center", gap: "lg" }),
    ]),
    b.section({ background: ctx.color("sand"), width: "narrow", paddingY: "lg" }, [
      b.richText(l(
        "<blockquote><p>„Wir wollen niemandem das Atmen beibringen. Wir wollen daran erinnern, dass man es bewusst tun kann.“</p></blockquote><p>– Katrin Aßmann, Mitgründerin</p>",
        "<blockquote><p>“We do not want to teach anyone to breathe. We want to remind people that they can do it consciously.”</p></blockquote><p>– Katrin Aßmann, co-founder</p>",
      ), ctx.textStyle("quote")),
    ]),
    b.section({ paddingY: "lg" }, [
      b.heading(l("Die Ausbildung", "The training"), "h2", { align: "center" }),
      b.columns(4, [
        feature(b, ctx, "file-text", l("Grundlagen", "Foundations"), l("Anatomie der Atmung, Nervensystem und Stressphysiologie – 60 Stunden.", "Anatomy of breathing, nervous system and stress physiology – 60 hours.")),
        feature(b, ctx, "wind", l("Praxis", "Practice"), l("Atemmuster, Körperwahrnehmung und Bewegung – 80 Stunden.", "Breathing patterns, body awareness and movement – 80 hours.")),
        feature(b, ctx, "users", l("Anleitung", "Teaching"), l("Gruppen führen, Einzelstunden gestalten, Grenzen erkennen – 40 Stunden.", "Leading groups, shaping one-to-one sessions, recognising limits – 40 hours.")),
        feature(b, ctx, "check", l("Abschluss", "Certification"), l("Supervision und eine Lehrprobe vor einer Kommission – 20 Stunden.", "Supervision and a teaching assessment before a panel – 20 hours.")),
      ]),
    ]),
  ]);
}

function directory(ctx: PageContext): PageSeed {
  const b = ctx.builder("directory");
  return page("directory", l("Trainerverzeichnis", "Coach directory"), l("Finde zertifizierte Atemtrainerinnen und -trainer in Deutschland, Österreich, der Schweiz und weiteren Ländern.", "Find certified breathing coaches in Germany, Austria, Switzerland and other countries."), [
    b.section({ width: "wide", paddingY: "lg" }, [
      b.heading(l("Trainerverzeichnis", "Coach directory"), "h1", { eyebrow: l("Atemraum-Verzeichnis", "Atemraum directory") }),
      b.custom("block-practitioner-overview", {
        title: l("Trainerinnen und Trainer in deiner Nähe", "Coaches near you"),
        intro: l("<p>Filtere nach Land, Stadt und Sprache oder such auf der Karte. Alle hier gelisteten Personen haben die Atemraum-Ausbildung abgeschlossen oder stehen kurz davor.</p>", "<p>Filter by country, city and language or search the map. Everyone listed here has completed the Atemraum training or is about to.</p>"),
        showMap: iv(true),
        showFilters: iv(true),
      }),
    ]),
    b.section({ paddingY: "md" }, [
      b.custom("block-practitioner-list", { title: l("In Österreich", "In Austria"), country: iv("AT"), limit: iv(12) }),
    ]),
    b.section({ background: ctx.color("sand"), width: "narrow", paddingY: "lg" }, [
      b.custom("block-practitioner-registration", {
        title: l("Du bist Atemtrainerin oder -trainer?", "Are you a breathing coach?"),
        text: l("<p>Trag dich in unser Verzeichnis ein. Nach einer kurzen Prüfung deines Abschlusses schalten wir dein Profil frei.</p>", "<p>Add yourself to our directory. After a short check of your certificate we will publish your profile.</p>"),
        buttonLabel: l("Jetzt registrieren", "Register now"),
      }),
    ]),
  ], { critical: true });
}

function challenges(ctx: PageContext): PageSeed {
  const b = ctx.builder("challenges");
  return page("challenges", l("Wochen-Challenges", "Weekly challenges"), l("Jede Woche eine kleine Aufgabe für mehr Ruhe im Alltag – kostenlos und ohne Anmeldung.", "A small task every week for a calmer everyday life – free and without sign-up."), [
    b.section({ width: "narrow", paddingY: "lg" }, [
      b.heading(l("Wochen-Challenges", "Weekly challenges"), "h1", { eyebrow: l("Jeden Montag neu", "New every Monday"), textStyle: ctx.textStyle("display") }),
      b.richText(l("<p>Eine Aufgabe, sieben Tage, keine Punkte. Probier aus, was dir guttut, und lass weg, was nicht passt.</p>", "<p>One task, seven days, no points. Try what does you good and leave out what does not fit.</p>"), ctx.textStyle("lead")),
    ]),
    b.section({ background: ctx.color("nachtblau"), paddingY: "lg" }, [
      b.custom("block-challenge-single", { showNavigation: iv(true) }),
    ]),
    b.section({ paddingY: "lg" }, [
      b.custom("block-challenge-overview", { title: l("Alle bisherigen Challenges", "All challenges so far"), showPast: iv(true), showUpcoming: iv(false), limit: iv(12) }),
    ]),
  ], { theme: "abendlicht" });
}

function booking(ctx: PageContext): PageSeed {
  const b = ctx.builder("booking");
  return page("booking", l("Termin buchen", "Book an appointment"), l("Freie Termine für Einzelstunden bei unseren Trainerinnen und Trainern in den nächsten vier Wochen.", "Open slots for one-to-one sessions with our coaches in the next four weeks."), [
    b.section({ width: "narrow", paddingY: "lg" }, [
      b.heading(l("Termin buchen", "Book an appointment"), "h1", { textStyle: ctx.textStyle("heading-l") }),
      b.richText(l("<p>Eine Einzelstunde dauert 30 bis 60 Minuten und findet in der Praxis oder per Video statt. Alle Zeiten sind in UTC angegeben.</p>", "<p>A one-to-one session takes 30 to 60 minutes and takes place in the studio or by video. All times are shown in UTC.</p>")),
    ]),
    b.section({ width: "wide", paddingY: "md" }, [
      b.columns(2, [
        b.custom("block-book-appointment", {
          title: l("Freie Termine in den nächsten vier Wochen", "Open slots in the next four weeks"),
          intro: l("<p>Such dir einen passenden Termin aus und vereinbare ihn direkt mit der Trainerin oder dem Trainer.</p>", "<p>Find a slot that suits you and arrange it directly with the coach.</p>"),
          days: iv(28),
          emptyText: l("Im Moment sind alle Termine vergeben. Schau bald wieder vorbei.", "All slots are taken at the moment. Please check back soon."),
        }),
        b.cell([
          b.custom("block-practitioner-single", { practitioner: iv([ctx.practitioner("aenne-strauss")]), showContact: iv(true) }),
          b.spacer("sm", true),
          b.richText(l("<p><strong>Absagen:</strong> bis 24 Stunden vorher kostenlos.</p>", "<p><strong>Cancellations:</strong> free of charge up to 24 hours before.</p>"), ctx.textStyle("small")),
        ]),
      ], { gap: "lg" }),
    ]),
  ]);
}

function join(ctx: PageContext): PageSeed {
  const b = ctx.builder("join");
  return page("join", l("Mitmachen", "Join us"), l("Als Trainerin oder Trainer ins Atemraum-Verzeichnis: Voraussetzungen und Registrierung.", "Join the Atemraum directory as a coach: requirements and registration."), [
    b.section({ width: "narrow", paddingY: "lg" }, [
      b.heading(l("Werde Teil des Verzeichnisses", "Become part of the directory"), "h1"),
      b.richText(l(
        "<p>Wir listen Trainerinnen und Trainer, die die Atemraum-Ausbildung abgeschlossen haben oder sich im letzten Ausbildungsabschnitt befinden. Das Profil ist kostenlos.</p><h2>Das brauchst du</h2><ol><li>Deinen Ausbildungsnachweis als PDF</li><li>Eine Praxisadresse oder die Angabe „nur online“</li><li>Ein paar Sätze über deine Arbeit, gern auf Deutsch und Englisch</li></ol>",
        "<p>We list coaches who have completed the Atemraum training or are in its final stage. The profile is free of charge.</p><h2>What you need</h2><ol><li>Your training certificate as a PDF</li><li>A studio address or “online only”</li><li>A few sentences about your work, ideally in German and English</li></ol>",
      )),
      b.custom("block-practitioner-registration", {
        title: l("Registrierung", "Registration"),
        text: l("<p>Die Registrierung dauert etwa zehn Minuten.</p>", "<p>Registration takes about ten minutes.</p>"),
        buttonLabel: l("Profil anlegen", "Create profile"),
      }),
    ]),
  ]);
}

function newsletter(ctx: PageContext): PageSeed {
  const b = ctx.builder("newsletter");
  return page("newsletter", l("Newsletter", "Newsletter"), l("Der Atemraum-Brief: einmal im Monat neue Übungen, Termine und ein Gedanke zum Durchatmen.", "The Atemraum letter: new exercises, dates and a thought to pause on, once a month."), [
    b.section({ width: "narrow", paddingY: "xl", align: "center" }, [
      b.icon("mail", { size: "xl", color: ctx.color("terrakotta") }),
      b.heading(l("Der Atemraum-Brief", "The Atemraum letter"), "h1", { align: "center", textStyle: ctx.textStyle("heading-l") }),
      b.richText(l(
        "<p>Am ersten Sonntag jedes Monats schicken wir dir eine Übung zum Ausprobieren, die Challenges der kommenden Wochen und neue Termine aus dem Verzeichnis.</p><p>Wir geben deine Adresse nicht weiter. Jeder Brief enthält einen Link zum Abbestellen.</p>",
        "<p>On the first Sunday of every month we send you an exercise to try, the challenges of the coming weeks and new dates from the directory.</p><p>We never share your address. Every letter contains an unsubscribe link.</p>",
      )),
      b.custom("block-newsletter-signup", {
        title: l("Jetzt anmelden", "Sign up now"),
        intro: l("<p>Du bekommst gleich eine E-Mail mit einem Bestätigungslink. Erst wenn du ihn öffnest und bestätigst, schicken wir dir den Brief.</p>", "<p>You will get an e-mail with a confirmation link. Only once you have opened it and confirmed do we send you the letter.</p>"),
        buttonLabel: l("Newsletter abonnieren", "Subscribe"),
      }),
    ]),
    b.section({ background: ctx.color("sand"), paddingY: "md" }, [
      b.heading(l("Aus den letzten Ausgaben", "From recent issues"), "h2"),
      b.columns(3, [
        feature(b, ctx, "moon", l("Schlafen lernen", "Learning to sleep"), l("Warum langes Ausatmen beim Einschlafen hilft – und was es mit der 4-7-8-Atmung auf sich hat.", "Why long exhalations help you fall asleep – and what 4-7-8 breathing is about.")),
        feature(b, ctx, "sun", l("Morgenroutine", "Morning routine"), l("Fünf Minuten Licht, drei tiefe Atemzüge, ein Glas Wasser: ein Start, der trägt.", "Five minutes of light, three deep breaths, a glass of water: a start that carries you.")),
        feature(b, ctx, "leaf", l("Draußen atmen", "Breathing outdoors"), l("Wie Spaziergänge im Grünen den Atem beruhigen und was die Forschung dazu sagt.", "How walks in green spaces calm your breathing and what research says about it.")),
      ]),
    ]),
  ]);
}

function contact(ctx: PageContext): PageSeed {
  const b = ctx.builder("contact");
  return page("contact", l("Kontakt", "Contact"), l("So erreichst du das Atemraum-Team in Leipzig: E-Mail, Telefon und Anfahrt.", "How to reach the Atemraum team in Leipzig: email, phone and directions."), [
    b.section({ width: "wide", paddingY: "lg" }, [
      b.heading(l("Kontakt", "Contact"), "h1", { textStyle: ctx.textStyle("heading-l") }),
      b.columns(2, [
        b.cell([
          b.richText(l(
            "<p>Du hast eine Frage zu den Challenges, zur Ausbildung oder zu deinem Profil? Schreib uns – wir antworten werktags innerhalb von zwei Tagen.</p><p><strong>Atemraum gGmbH</strong><br>Karl-Heine-Straße 43<br>04229 Leipzig</p>",
            "<p>Do you have a question about the challenges, the training or your profile? Write to us – we answer within two working days.</p><p><strong>Atemraum gGmbH</strong><br>Karl-Heine-Straße 43<br>04229 Leipzig, Germany</p>",
          )),
          b.button(l("hallo@atemraum.example", "hallo@atemraum.example"), l("mailto:hallo@atemraum.example", "mailto:hallo@atemraum.example"), "link", "mail"),
          b.button(l("+49 341 555 0143", "+49 341 555 0143"), l("tel:+493415550143", "tel:+493415550143"), "link", "phone"),
        ]),
        b.embed("openstreetmap", "https://www.openstreetmap.org/export/embed.html?bbox=12.3260%2C51.3300%2C12.3400%2C51.3360&layer=mapnik&marker=51.3330%2C12.3330", l("Karte: Atemraum in Leipzig-Plagwitz", "Map: Atemraum in Leipzig-Plagwitz"), "functional"),
      ], { gap: "lg" }),
    ]),
  ]);
}

function legal(ctx: PageContext, key: "imprint" | "privacy"): PageSeed {
  const b = ctx.builder(key);
  const imprint = key === "imprint";
  const title = imprint ? l("Impressum", "Imprint") : l("Datenschutz", "Privacy policy");
  const html = imprint
    ? l(
      "<h2>Angaben gemäß § 5 DDG</h2><p>Atemraum gGmbH<br>Karl-Heine-Straße 43<br>04229 Leipzig</p><p>Vertreten durch die Geschäftsführerin Katrin Aßmann</p><h2>Kontakt</h2><p>Telefon: +49 341 555 0143<br>E-Mail: hallo@atemraum.example</p><h2>Registereintrag</h2><p>Amtsgericht Leipzig, HRB 00000 (Beispiel)</p><h2>Haftung für Inhalte</h2><p>Die Übungen auf dieser Website ersetzen keine ärztliche Beratung. Bei Atemwegs- oder Herz-Kreislauf-Erkrankungen sprich bitte vorher mit deiner Ärztin oder deinem Arzt.</p>",
      "<h2>Information under § 5 DDG</h2><p>Atemraum gGmbH<br>Karl-Heine-Straße 43<br>04229 Leipzig, Germany</p><p>Represented by its managing director Katrin Aßmann</p><h2>Contact</h2><p>Phone: +49 341 555 0143<br>Email: hallo@atemraum.example</p><h2>Register entry</h2><p>Local court Leipzig, HRB 00000 (example)</p><h2>Liability for content</h2><p>The exercises on this website do not replace medical advice. If you have a respiratory or cardiovascular condition, please talk to your doctor first.</p>",
    )
    : l(
      "<h2>Wer verarbeitet deine Daten?</h2><p>Verantwortlich ist die Atemraum gGmbH, Karl-Heine-Straße 43, 04229 Leipzig.</p><h2>Reichweitenmessung</h2><p>Wir zählen Seitenaufrufe ohne Cookies und ohne personenbezogene Profile. IP-Adressen werden nicht gespeichert.</p><h2>Einwilligung</h2><p>Karten und Videos anderer Anbieter laden wir erst, wenn du der jeweiligen Kategorie zugestimmt hast. Deine Auswahl kannst du jederzeit ändern.</p><h2>Deine Rechte</h2><p>Du hast das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Beschwerde bei einer Aufsichtsbehörde.</p>",
      "<h2>Who processes your data?</h2><p>The controller is Atemraum gGmbH, Karl-Heine-Straße 43, 04229 Leipzig, Germany.</p><h2>Audience measurement</h2><p>We count page views without cookies and without personal profiles. IP addresses are not stored.</p><h2>Consent</h2><p>Maps and videos from other providers load only after you have agreed to the matching category. You can change your choice at any time.</p><h2>Your rights</h2><p>You have the right of access, rectification, erasure and restriction of processing, and the right to lodge a complaint with a supervisory authority.</p>",
    );
  return page(key, title, imprint ? l("Impressum der Atemraum gGmbH.", "Imprint of Atemraum gGmbH.") : l("Wie Atemraum mit deinen Daten umgeht.", "How Atemraum handles your data."), [
    b.section({ width: "narrow", paddingY: "lg" }, [
      b.heading(title, "h1", { textStyle: ctx.textStyle("heading-l") }),
      b.richText(html, ctx.textStyle("body")),
    ]),
  ]);
}

/** Home and the nine base pages, each a nested block tree. */
export function basePages(ctx: PageContext): PageSeed[] {
  return [home(ctx), about(ctx), directory(ctx), challenges(ctx), booking(ctx), join(ctx), newsletter(ctx), contact(ctx), legal(ctx, "imprint"), legal(ctx, "privacy")];
}

/** Content data of the `pages` schema. */
export function toPageData(p: PageSeed, ctx: Pick<PageContext, "theme" | "color">) {
  return {
    title: p.title,
    critical: iv(p.critical),
    seo: p.seo,
    themesettings: iv([ctx.theme(p.theme)]),
    ...(p.background ? { backgroundColor: iv([ctx.color(p.background)]) } : {}),
    blocks: iv(p.blocks),
  };
}
