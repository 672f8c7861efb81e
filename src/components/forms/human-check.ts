import { HONEYPOT_FIELD } from "../../lib/visitor-forms/fields.ts";

/**
 * What every visitor form's hidden fields look like (src/lib/visitor-forms), for the React forms
 * and the booking island (Preact) alike. The honeypot sits in a box moved off screen, hidden from
 * assistive technology and out of the tab order, so only a program fills it.
 */
export const HONEYPOT_ID = `${HONEYPOT_FIELD}-field`;
export const HONEYPOT_BOX = "absolute -left-[10000px] top-auto h-px w-px overflow-hidden";
