/** Distinct reasons a log line names before it sums up the rest. */
const SHOWN = 8;

/**
 * The reasons of a build for a log line: each distinct reason once, in the order they came, with
 * how often it came (`AppointmentsPublished appointments ×64`), and the rest summed up past eight,
 * so seeding a site or importing many items writes one readable line instead of thousands of words.
 */
export function reasonText(reasons: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const parts = [...counts].map(([reason, n]) => (n > 1 ? `${reason} ×${n}` : reason));
  const rest = parts.length - SHOWN;
  return rest > 0 ? `${parts.slice(0, SHOWN).join(", ")} and ${rest} more` : parts.join(", ");
}
