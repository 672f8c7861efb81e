/** The name the code build defines as the text-style classes its stylesheet was built with (src/integrations/content-classes.ts). */
export const BUILT_CLASSES_GLOBAL = "__BAUKASTEN_BUILT_CLASSES__";
