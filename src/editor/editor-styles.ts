import href from "../styles/editor.css?url";

let added: Promise<void> | undefined;

/**
 * Adds the builder's stylesheet (src/styles/editor.css: the classes the visitors' inline
 * stylesheet leaves out) to the page, once; resolves when it applies. A stylesheet that fails to
 * load resolves too: the builder still opens, with the visitors' styles.
 *
 * A `?url` asset rather than a CSS import: Astro would inline an imported stylesheet into every
 * page carrying the editor bar, visitors' pages included.
 */
export function addEditorStyles(): Promise<void> {
  added ??= new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
    document.head.append(link);
  });
  return added;
}
