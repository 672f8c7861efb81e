// @ts-check
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of src/, from the ground up (README, "Layers"): a module imports only from its own
 * layer or one before it. Each zone names a layer and what it must not import.
 */
const UI = ["./src/blocks", "./src/components", "./src/forms", "./src/editor", "./src/stores", "./src/pwa"];
const ROUTES = ["./src/pages", "./src/layouts", "./src/middleware.ts", "./src/integrations"];
const LAYER_ZONES = [
  {
    target: "./src/base",
    from: ["./src/i18n", "./src/content-service", "./src/lib", ...UI, ...ROUTES, "./src/server"],
    message: "src/base is self-contained: node and its packages only.",
  },
  { target: "./src/i18n", from: ["./src/content-service", "./src/lib", ...UI, ...ROUTES, "./src/server"], message: "src/i18n sits below lib." },
  {
    target: "./src/content-service",
    from: ["./src/i18n", "./src/lib", ...UI, ...ROUTES, "./src/server"],
    message: "The content service is a self-contained package: it imports only src/base.",
  },
  { target: "./src/lib", from: ["./src/content-service"], message: "lib reaches the content service only through the content client (src/lib/cms)." },
  { target: "./src/lib", from: [...UI, ...ROUTES, "./src/server"], message: "lib is framework-free logic below blocks, components, pages and the server." },
  { target: UI, from: [...ROUTES, "./src/server"], message: "blocks, components, forms, editor and stores sit below pages, layouts and the server." },
  {
    target: [...UI.filter((dir) => dir !== "./src/components"), ...["admin", "directory", "forms", "pwa", "ui"].map((dir) => `./src/components/${dir}`)],
    from: ["./src/components/site"],
    message: "The site's frame (components/site) is rendered on the server only: the browser's string catalogs leave out its strings.",
  },
  { target: ROUTES, from: ["./src/server"], message: "pages, layouts and the middleware get the server's parts through Astro.locals, never by import." },
  { target: "./src", from: ["./scripts", "./tests", "./bench"], message: "src never imports scripts, tests or benchmarks." },
  ...uiOrderZones(["./src/stores", "./src/forms", "./src/pwa", "./src/components", "./src/blocks", "./src/editor"]),
];

/**
 * The UI layer's own order, from the ground up: a folder imports only folders before it, so no two
 * of them import each other (the editor hands the blocks' Edit variants what they need, `EditKit`).
 */
function uiOrderZones(order) {
  return order.slice(0, -1).map((target, at) => ({
    target,
    from: order.slice(at + 1),
    message: `In the UI layer ${target.slice(6)} sits below ${order
      .slice(at + 1)
      .map((folder) => folder.slice(6))
      .join(", ")}.`,
  }));
}

/**
 * The content service is a package: everything outside it, tests included, imports it through its
 * index only, so what the site relies on is what the index exports.
 */
const CONTENT_SERVICE_PACKAGE = {
  target: ["./src/base", "./src/i18n", "./src/lib", ...UI, ...ROUTES, "./src/server", "./scripts", "./tests", "./bench"],
  from: "./src/content-service",
  except: ["./index.ts"],
  message: "Import the content service through src/content-service/index.ts only; export what is needed from there.",
};

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "node_modules/",
      ".astro/",
      "tests/.tmp/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      ".bench-build/",
      "data/",
      "src/styles/generated/",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs["flat/recommended"],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    // Resolves `~/` (tsconfig paths) and `.ts` specifiers, so the layer zones see every import.
    settings: {
      // The module graph (no-cycle) reads TypeScript modules too.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json", extensions: [".ts", ".tsx", ".js", ".mjs", ".astro"] })],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      "import-x/no-restricted-paths": ["error", { zones: [...LAYER_ZONES, CONTENT_SERVICE_PACKAGE] }],
      // Two modules that import each other cannot be read, tested or loaded alone; a lazy `import()` back is fine.
      "import-x/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      "import-x/no-duplicates": "error",
      "import-x/first": "error",
    },
  },
  {
    // The composition root and the content client's embedded transport are where the site creates the in-process service.
    files: ["src/lib/services.ts", "src/lib/cms/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...LAYER_ZONES.filter((zone) => !(zone.target === "./src/lib" && zone.from.includes("./src/content-service"))), CONTENT_SERVICE_PACKAGE] },
      ],
    },
  },
  {
    // Tests check contracts across layers (e.g. that the content client's names agree with the content
    // service's, through its index), and unit tests beside their code take their helpers and fixtures
    // from tests/support.
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./src", from: ["./scripts", "./bench"], message: "src never imports scripts or benchmarks." },
            { target: "./src", from: "./tests", except: ["./support"], message: "Unit tests in src import only tests/support." },
            CONTENT_SERVICE_PACKAGE,
          ],
        },
      ],
    },
  },
  {
    // The content service's own unit tests keep their helpers here; they work on its internals as the tests do.
    files: ["tests/support/content-service/**"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: LAYER_ZONES }] },
  },
  {
    // src holds only the product: a test helper or fixture module belongs in tests/support.
    files: ["src/**/test-*", "src/**/*fixture*"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": ["error", { selector: "Program", message: "Test helpers and fixtures live in tests/support, not in src." }],
    },
  },
  {
    // Wire tests read JSON whose shape is what they assert (GraphQL selections, flattened or raw content data).
    files: ["tests/integration/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Import rule: TypeScript modules import each other by relative path with the `.ts` extension.
    files: ["**/*.ts", "**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/*"], message: "TypeScript modules import by relative path with the .ts extension; ~/ is for .astro files." }] },
      ],
    },
  },
  {
    // Import rule: .astro files import project modules through `~/` (no climbing out of their folder).
    files: ["**/*.astro"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["../*"], message: "Import project modules in .astro files with ~/ (e.g. ~/lib/site/load.ts)." }] },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ["tests/**", "bench/**", "scripts/**", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
