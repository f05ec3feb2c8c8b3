import { css } from "@emotion/react";
import ContentLink from "../ui/ContentLink";
import Icon from "../icons/Icon";
import SourceList from "../ui/SourceList";
import { buttonStyle } from "../ui/ButtonLink";
import { cardSurface } from "../ui/cardSurface";
import type { RefundTracker } from "../../lib/content/types/afterFiling";
import { bp, color, fontSize, space } from "../../theme/tokens";
import type { afterFiling } from "@words/afterFiling/afterFiling";

const listStyle = css`
  display: grid;
  gap: ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${bp.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const cardStyle = css`
  ${cardSurface};
  display: grid;
  align-content: start;
  gap: ${space[3]};
  padding: ${space[5]};
  h3,
  p,
  dl,
  dd {
    margin: 0;
  }
  dt {
    font-weight: 600;
    color: ${color.navyDeep};
  }
  dd + dt {
    margin-top: ${space[2]};
  }
`;

const openStyle = css`
  ${buttonStyle()};
  justify-self: start;
`;

const agencyStyle = css`
  font-size: ${fontSize.sm};
  color: ${color.inkMuted};
`;

/** Each agency's refund tracker: its name, the button that opens it (its Spanish page on the Spanish site), what it needs. */
export default function RefundTrackers({ trackers, text }: { trackers: readonly RefundTracker[]; text: (typeof afterFiling)["refunds"] }) {
  return (
    <ul css={listStyle}>
      {trackers.map((tracker) => (
        <li key={tracker.id} css={cardStyle}>
          <h3>{tracker.tool}</h3>
          <p css={agencyStyle}>{tracker.agency}</p>
          <dl>
            <dt>{text.need}</dt>
            <dd>{tracker.need}</dd>
            <dt>{text.notes}</dt>
            <dd>{tracker.notes}</dd>
          </dl>
          <ContentLink link={tracker} css={openStyle} after={<Icon name="external" size={18} />}>
            {text.open(tracker.tool)}
          </ContentLink>
          <SourceList sources={tracker.sources} level={4} id={`refund-sources-${tracker.id}`} />
        </li>
      ))}
    </ul>
  );
}
