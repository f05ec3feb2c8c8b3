import { lazy, Suspense, useEffect, useState } from "react";
import { css } from "@emotion/react";
import { buttonHeight, buttonStyle } from "../ui/ButtonLink";
import { planFinder as finderWords } from "@words/planFinder/planFinder";
import type { PlanFinderProps } from "./PlanFinder";
import { afterFirstHydration } from "../../performance/HydrateInOwnTask";
import { useWords } from "../../i18n/PageLanguage";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { cardSurface } from "../ui/cardSurface";

const introStyle = css({ marginBottom: space[4], color: color.inkMuted });
/** Keeps the height of the comparison's link where there is none. */
const buttonRoomStyle = css({ minHeight: buttonHeight });

// The questions' code reaches the browser only when a visitor starts them.
const PlanFinder = lazy(() => import("./PlanFinder"));

const boxStyle = css`
  padding: ${space[5]};
  ${cardSurface};
  border-left: 4px solid ${color.teal};
  border-radius: ${radius.md};
  h2 {
    font-size: ${fontSize.xl};
    margin-bottom: ${space[2]};
  }
`;

/**
 * "Which plan fits me?": its introduction, and without JavaScript (until the page has hydrated) a link to the
 * comparison table, then a button, in the same place, that loads the questions.
 */
export default function PlanFinderInvite({ finder, sections, comparison, className }: PlanFinderProps & { comparison?: string; className?: string }) {
  const text = useWords(finderWords);
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => afterFirstHydration(() => setLive(true)), []);
  if (finder.questions.length === 0) return null;
  return (
    <section aria-labelledby="plan-finder" css={boxStyle} className={className}>
      <h2 id="plan-finder">{finder.title}</h2>
      {live && open ? (
        <Suspense fallback={<p>{text.loading}</p>}>
          <PlanFinder finder={finder} sections={sections} />
        </Suspense>
      ) : (
        <>
          <p css={introStyle}>{finder.intro}</p>
          {/* Until the page has started, the link to the comparison stands where the button comes, as tall as it: the change moves nothing. */}
          {live ? (
            <button type="button" css={buttonStyle("primary")} onClick={() => setOpen(true)}>
              {text.start}
            </button>
          ) : comparison ? (
            <a href={comparison} css={buttonStyle("secondary")}>
              {text.compare}
            </a>
          ) : (
            <div css={buttonRoomStyle} />
          )}
        </>
      )}
    </section>
  );
}
