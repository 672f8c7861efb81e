import type { Page } from "@playwright/test";

/** Dispatches what Chromium fires when it offers installation, with a dialog that answers `outcome`. */
export const offerInstall = (page: Page, outcome: "accepted" | "dismissed" = "accepted") =>
  page.evaluate((answer) => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
    event.prompt = async () => {};
    event.userChoice = Promise.resolve({ outcome: answer });
    dispatchEvent(event);
  }, outcome);
