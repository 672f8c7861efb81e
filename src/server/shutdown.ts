/** Stops gracefully on SIGTERM/SIGINT (open requests finish; 10 s at most), then exits. */
export function stopOnSignals(stop: () => Promise<void>): void {
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    stop().then(
      () => process.exit(0),
      (error) => (console.error(error), process.exit(1)),
    );
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}
