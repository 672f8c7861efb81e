/**
 * Names the UI library that renders an island on the server. Astro asks each JSX renderer in
 * turn whether a component is theirs, by rendering it once; an island that renders nothing on the
 * server (it waits for the browser: the editor bar, the install prompt, the booking island)
 * satisfies neither React's test nor Preact's, and with both libraries in the site Astro cannot
 * choose and fails the page. The tag is the one Astro reads first (`Symbol.for("astro:renderer")`,
 * what its own `__astro_tag_component__` sets). Every island that can render nothing carries it.
 */
export function renderedBy<C extends object>(component: C, renderer: "@astrojs/react" | "@astrojs/preact"): C {
  Object.defineProperty(component, Symbol.for("astro:renderer"), { value: renderer });
  return component;
}
