import type { Page } from "@playwright/test";

/** The top-level block handles of the builder's canvas, in order (their names are the block types). */
export const handles = (page: Page) => page.locator("[data-canvas] > [data-block-id] > div > [data-block-handle]");

/** The ids of the canvas's top-level blocks, in order (read from their handles). */
export const order = (page: Page) => handles(page).evaluateAll((all) => all.map((h) => h.getAttribute("data-block-handle")));
