/** One entry of the error catalog: a stable name, an HTTP status, and texts in both languages. */
export interface ErrorDefinition {
  name: string;
  status: number;
  title: { de: string; en: string };
  message: { de: string; en: string };
}

const define = <const T extends Record<string, Omit<ErrorDefinition, "name">>>(defs: T) =>
  Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, { name, ...def }])) as { [K in keyof T]: ErrorDefinition & { name: K } };

/**
 * Every error the site answers with. Names are stable (clients and tests match on them); titles
 * are short; messages say what happened and what to do.
 */
export const ERRORS = define({
  BadRequest: {
    status: 400,
    title: { de: "Ungültige Anfrage", en: "Bad request" },
    message: { de: "Die Anfrage ist ungültig. Bitte prüf die Angaben.", en: "The request is invalid. Please check what was sent." },
  },
  InvalidBody: {
    status: 400,
    title: { de: "Ungültiger Inhalt", en: "Invalid body" },
    message: { de: "Der Inhalt der Anfrage passt nicht zum erwarteten Format.", en: "The request body does not match the expected format." },
  },
  ContentInvalid: {
    status: 400,
    title: { de: "Ungültiger Inhalt", en: "Invalid content" },
    message: {
      de: "Einige Felder sind nicht richtig ausgefüllt. Nichts wurde gespeichert; bitte die markierten Felder prüfen.",
      en: "Some fields are not filled out correctly. Nothing was saved; please check the marked fields.",
    },
  },
  UnknownBlockType: {
    status: 400,
    title: { de: "Unbekannter Blocktyp", en: "Unknown block type" },
    message: {
      de: "Diesen Blocktyp kennt die Website nicht. Bitte den Block entfernen.",
      en: "The site does not know this block type. Please remove the block.",
    },
  },
  ChildrenNotAllowed: {
    status: 400,
    title: { de: "Keine Blöcke erlaubt", en: "No blocks allowed" },
    message: { de: "Dieser Block kann keine anderen Blöcke enthalten.", en: "This block cannot hold other blocks." },
  },
  InvalidJson: {
    status: 400,
    title: { de: "Ungültiges JSON", en: "Invalid JSON" },
    message: { de: "Der Inhalt der Anfrage ist kein gültiges JSON.", en: "The request body is not valid JSON." },
  },
  UrlNotAllowed: {
    status: 400,
    title: { de: "Adresse nicht erlaubt", en: "URL not allowed" },
    message: {
      de: "Nur Leseadressen der Form api/content/{app}/{schema} dieser App sind erlaubt.",
      en: "Only read paths of the form api/content/{app}/{schema} of this app are allowed.",
    },
  },
  BadPath: {
    status: 400,
    title: { de: "Ungültiger Pfad", en: "Bad path" },
    message: { de: "Der Pfad enthält unzulässige Zeichen oder Kodierungen.", en: "The path contains characters or encodings that are not allowed." },
  },
  BadHost: {
    status: 400,
    title: { de: "Ungültiger Host", en: "Bad host" },
    message: {
      de: "Der Host-Header der Anfrage ist kein gültiger Rechnername mit optionalem Port.",
      en: "The request's Host header is not a valid host name with an optional port.",
    },
  },
  Unauthenticated: {
    status: 401,
    title: { de: "Anmeldung erforderlich", en: "Login required" },
    message: { de: "Bitte melde dich an, um fortzufahren.", en: "Please log in to continue." },
  },
  InvalidCredentials: {
    status: 401,
    title: { de: "Anmeldung fehlgeschlagen", en: "Login failed" },
    message: { de: "E-Mail-Adresse oder Passwort ist falsch.", en: "The e-mail address or password is wrong." },
  },
  AccountDisabled: {
    status: 403,
    title: { de: "Konto deaktiviert", en: "Account disabled" },
    message: {
      de: "Dieses Konto ist deaktiviert. Bitte wende dich an eine Person, die die Benutzer verwaltet.",
      en: "This account is disabled. Please ask someone who manages the users.",
    },
  },
  InvalidSignature: {
    status: 401,
    title: { de: "Ungültige Signatur", en: "Invalid signature" },
    message: { de: "Die Signatur der Anfrage ist ungültig.", en: "The request signature is invalid." },
  },
  WrongPassword: {
    status: 403,
    title: { de: "Falsches Passwort", en: "Wrong password" },
    message: { de: "Das aktuelle Passwort ist falsch. Das Passwort wurde nicht geändert.", en: "The current password is wrong. The password was not changed." },
  },
  Forbidden: {
    status: 403,
    title: { de: "Nicht erlaubt", en: "Forbidden" },
    message: { de: "Du hast keine Berechtigung für diese Aktion.", en: "You are not allowed to do this." },
  },
  SuperuserOnly: {
    status: 403,
    title: { de: "Nur für Administratoren", en: "Superusers only" },
    message: {
      de: "Diesen Bereich können nur Administratoren öffnen. Es wurde nichts geändert.",
      en: "Only superusers can open this area. Nothing was changed.",
    },
  },
  CrossOrigin: {
    status: 403,
    title: { de: "Fremde Herkunft", en: "Cross-origin request" },
    message: {
      de: "Ändernde Anfragen sind nur von dieser Website aus erlaubt.",
      en: "State-changing requests are only allowed from this site.",
    },
  },
  NotFound: {
    status: 404,
    title: { de: "Nicht gefunden", en: "Not found" },
    message: { de: "Die angeforderte Ressource gibt es nicht.", en: "The requested resource does not exist." },
  },
  MethodNotAllowed: {
    status: 405,
    title: { de: "Methode nicht erlaubt", en: "Method not allowed" },
    message: { de: "Diese Methode ist hier nicht erlaubt.", en: "This method is not allowed here." },
  },
  EditConflict: {
    status: 409,
    title: { de: "Zwischenzeitlich geändert", en: "Changed meanwhile" },
    message: {
      de: "Jemand hat diesen Eintrag geändert, seit er hier geöffnet wurde. Nichts wurde gespeichert; bitte die Seite neu laden und die Änderung noch einmal machen.",
      en: "Someone changed this item since it was opened here. Nothing was saved; please reload the page and make the change again.",
    },
  },
  SlotTaken: {
    status: 409,
    title: { de: "Termin schon vergeben", en: "Slot already taken" },
    message: {
      de: "Dieser Termin wurde gerade von jemand anderem gebucht. Bitte wähle einen anderen freien Termin.",
      en: "Someone else has just booked this slot. Please choose another free slot.",
    },
  },
  BookingInProgress: {
    status: 409,
    title: { de: "Buchung läuft noch", en: "Booking in progress" },
    message: {
      de: "Eine Buchung mit demselben Schlüssel wird gerade bearbeitet. Bitte gleich noch einmal versuchen.",
      en: "A booking with the same key is being processed. Please try again in a moment.",
    },
  },
  IdempotencyKeyReused: {
    status: 422,
    title: { de: "Schlüssel schon verwendet", en: "Key already used" },
    message: {
      de: "Dieser Buchungsschlüssel gehört zu einer anderen Buchung. Für eine neue Buchung bitte einen neuen Schlüssel senden.",
      en: "This booking key belongs to a different booking. Please send a new key for a new booking.",
    },
  },
  SlotTooSoon: {
    status: 422,
    title: { de: "Termin zu kurzfristig", en: "Slot too soon" },
    message: {
      de: "Dieser Termin beginnt zu bald oder ist schon vorbei und kann online nicht mehr gebucht werden. Bitte wähle einen späteren Termin.",
      en: "This slot starts too soon or has already passed and can no longer be booked online. Please choose a later slot.",
    },
  },
  FormRefused: {
    status: 422,
    title: { de: "Formular nicht angenommen", en: "Form not accepted" },
    message: {
      de: "Das Formular wurde so gesendet, wie es nur ein Programm tut. Bitte lade die Seite neu und füll es selbst aus.",
      en: "The form was sent the way only a program sends it. Please reload the page and fill it out yourself.",
    },
  },
  FormTooFast: {
    status: 422,
    title: { de: "Bitte noch einmal senden", en: "Please send again" },
    message: {
      de: "Das ging sehr schnell. Bitte prüf deine Angaben und sende das Formular noch einmal.",
      en: "That was very quick. Please check what you entered and send the form once more.",
    },
  },
  PayloadTooLarge: {
    status: 413,
    title: { de: "Anfrage zu groß", en: "Payload too large" },
    message: { de: "Der Inhalt der Anfrage ist zu groß.", en: "The request body is too large." },
  },
  UnsupportedMediaType: {
    status: 415,
    title: { de: "Falscher Inhaltstyp", en: "Unsupported media type" },
    message: { de: "Bitte sende den Inhalt als application/json.", en: "Please send the body as application/json." },
  },
  FileTypeNotAllowed: {
    status: 415,
    title: { de: "Dateityp nicht erlaubt", en: "File type not allowed" },
    message: {
      de: "Dateien dieses Typs können nicht hochgeladen werden. Die Medienauswahl nennt die erlaubten Typen.",
      en: "Files of this type cannot be uploaded. The media picker lists the types that can.",
    },
  },
  TooManyRequests: {
    status: 429,
    title: { de: "Zu viele Versuche", en: "Too many attempts" },
    message: {
      de: "Zu viele fehlgeschlagene Versuche. Bitte warte und versuch es später erneut.",
      en: "Too many failed attempts. Please wait and try again later.",
    },
  },
  BookingLimit: {
    status: 429,
    title: { de: "Zu viele Buchungen", en: "Too many bookings" },
    message: {
      de: "Mit dieser E-Mail-Adresse wurden in den letzten 24 Stunden schon so viele Termine gebucht, wie erlaubt sind. Bitte später erneut versuchen.",
      en: "This e-mail address has already booked as many slots in the last 24 hours as allowed. Please try again later.",
    },
  },
  FormLimit: {
    status: 429,
    title: { de: "Zu viele Anfragen", en: "Too many requests" },
    message: {
      de: "Dieses Formular wurde von hier oder mit dieser E-Mail-Adresse zu oft gesendet. Bitte warte etwas und versuch es dann erneut; deine Angaben bleiben stehen.",
      en: "This form has been sent too often from here or with this e-mail address. Please wait a while and try again; what you typed stays.",
    },
  },
  UpstreamError: {
    status: 502,
    title: { de: "Inhaltsdienst nicht erreichbar", en: "Content service error" },
    message: {
      de: "Der Inhaltsdienst hat nicht wie erwartet geantwortet. Bitte später erneut versuchen.",
      en: "The content service did not answer as expected. Please try again later.",
    },
  },
  Internal: {
    status: 500,
    title: { de: "Interner Fehler", en: "Internal Server Error" },
    message: { de: "Etwas ist schiefgelaufen. Bitte später erneut versuchen.", en: "Something went wrong. Please try again later." },
  },
});

export type ErrorName = keyof typeof ERRORS;
