/**
 * The drop-down of a main-menu entry with sub-entries (on wide screens; a narrow screen lists them
 * indented). Inlined by the header only into pages whose menu has one: every byte of the visitors'
 * stylesheet counts against the first round trip. In the components layer, as the menu's other rules.
 */
export const SUBMENU_CSS =
  "@layer components{.site-submenu{padding-inline-start:1rem}@supports selector(::details-content){@media (min-width:64rem){" +
  ".site-menu-entry{position:relative}.site-submenu{position:absolute;top:100%;inset-inline-start:-1rem;z-index:40;display:none;" +
  "min-width:12rem;padding:.75rem 1rem;background:var(--color-main);box-shadow:0 12px 16px -12px rgb(0 0 0/.35)}" +
  ".site-submenu>li+li{margin-top:.5rem}.site-menu-entry:hover>.site-submenu,.site-menu-entry:focus-within>.site-submenu{display:block}}}}";
