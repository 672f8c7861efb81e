import { ChallengeCard } from "../../components/directory/ChallengeCard.tsx";
import { challengeList, currentChallenge } from "../../lib/directory/challenges.ts";
import { readProps } from "../shared/props.ts";
import type { BlockViewProps } from "../types.ts";
import { ChallengeOverviewSchema } from "./schema.ts";

/** Challenge cards, newest week first: the current week always, past and upcoming weeks as chosen. */
export default function ChallengeOverviewView({ block, ctx }: BlockViewProps) {
  const p = readProps(ChallengeOverviewSchema, block.fields, ctx.lang);
  const all = challengeList(ctx.site);
  const now = new Date();
  const current = currentChallenge(all, now);
  const list = all
    .filter((c) => c === current || (c.start.getTime() <= now.getTime() ? p.showPast : p.showUpcoming))
    .reverse()
    .slice(0, p.limit);
  if (list.length === 0) return null;
  return (
    <section className="flex flex-col gap-4" aria-label={p.title || undefined}>
      {p.title && <h2 className="text-2xl font-bold">{p.title}</h2>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((c) => (
          <li key={c.id}>
            <ChallengeCard c={c} lang={ctx.lang} current={c === current} level={p.title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
