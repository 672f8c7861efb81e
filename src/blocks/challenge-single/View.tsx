import { ChallengeArticle } from "../../components/directory/ChallengeArticle.tsx";
import { challengeList, chosenChallenge, currentChallenge } from "../../lib/directory/challenges.ts";
import { readProps } from "../shared/props.ts";
import type { BlockViewProps } from "../types.ts";
import { ChallengeSingleSchema } from "./schema.ts";

/** One whole challenge (default: this week's), with links to the weeks before and after it. */
export default function ChallengeSingleView({ block, ctx }: BlockViewProps) {
  const p = readProps(ChallengeSingleSchema, block.fields, ctx.lang);
  const list = challengeList(ctx.site);
  const now = new Date();
  const c = chosenChallenge(list, p.challenge[0], now);
  if (!c) return null;
  const i = list.indexOf(c);
  return (
    <ChallengeArticle
      c={c}
      lang={ctx.lang}
      current={c === currentChallenge(list, now)}
      level={2}
      prev={p.showNavigation ? list[i - 1] : undefined}
      next={p.showNavigation ? list[i + 1] : undefined}
    />
  );
}
