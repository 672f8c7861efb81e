/** The id of the checks panel: the checks button controls it. */
export const CHECKS_PANEL_ID = "builder-checks";

/** The id of the checks button: the focus goes back there when the panel closes. */
export const CHECKS_BUTTON_ID = "builder-checks-button";
