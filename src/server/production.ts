/**
 * Imported first by every entry point that runs the production server or its render pass (`npm
 * start`, `npm run build`, `npm run preview`, `scripts/render.ts`, the e2e runner): pages render
 * with React's production bundles. React chooses its bundle from NODE_ENV when it is first loaded,
 * and the development one (prop checks, warnings, a `console.createTask` per element) made the
 * render of a 10,000-page theme change take 37 s instead of 24 s (2026-11-27, 2 cores). Tests that load the server in-process
 * keep their own NODE_ENV, and with it React's warnings.
 */
process.env.NODE_ENV = "production";
