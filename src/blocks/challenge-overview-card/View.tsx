import { ChallengeCard } from "../../components/directory/ChallengeCard.tsx";
import { challengeList, chosenChallenge, currentChallenge } from "../../lib/directory/challenges.ts";
import { colorOf } from "../shared/colors.ts";
import { readProps } from "../shared/props.ts";
import { surface } from "../shared/surface.ts";
import type { BlockViewProps } from "../types.ts";
import { ChallengeOverviewCardSchema } from "./schema.ts";

/** A teaser card of one challenge (default: this week's), marked when it is the current week's. */
export default function ChallengeOverviewCardView({ block, ctx }: BlockViewProps) {
  const p = readProps(ChallengeOverviewCardSchema, block.fields, ctx.lang);
  const list = challengeList(ctx.site);
  const now = new Date();
  const c = chosenChallenge(list, p.challenge[0], now);
  if (!c) return null;
  const background = colorOf(ctx, p.backgroundColor[0]);
  return (
    <ChallengeCard
      c={c}
      lang={ctx.lang}
      current={c === currentChallenge(list, now)}
      level={2}
      eyebrow={p.eyebrow}
      linkLabel={p.linkLabel}
      surface={background ? surface(ctx, background) : undefined}
    />
  );
}
