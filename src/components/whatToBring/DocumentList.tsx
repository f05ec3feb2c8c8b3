import { css } from "@emotion/react";
import ContentLink from "../ui/ContentLink";
import { cardSurface } from "../ui/cardSurface";
import type { DocumentEntry } from "../../lib/content/types/documents";
import { color, fontSize, headingType, space } from "../../theme/tokens";
import type { whatToBring } from "@words/whatToBring/whatToBring";

const listStyle = css`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media print {
    gap: ${space[1]};
  }
`;

const itemStyle = css`
  ${cardSurface};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[1]} ${space[3]};
  padding: ${space[4]};
  break-inside: avoid;
  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: ${space[1]} 0 0;
    accent-color: ${color.navy};
  }
  h3 {
    ${headingType};
    margin: 0;
    font-size: ${fontSize.lg};
  }
  p,
  dl {
    grid-column: 2;
    margin: 0;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space[4]};
    color: ${color.inkMuted};
  }
  dl > div {
    display: flex;
    gap: ${space[1]};
  }
  dt {
    font-weight: 600;
  }
  dt::after {
    content: ":";
  }
  dd {
    margin: 0;
  }
  /* Printed, a household's list fits on one or two pages. */
  @media print {
    box-shadow: none;
    padding: ${space[1]} ${space[2]};
    font-size: ${fontSize.sm};
    h3 {
      font-size: ${fontSize.base};
    }
    .source {
      display: none;
    }
  }
`;

interface DocumentListProps {
  text: typeof whatToBring;
  documents: readonly DocumentEntry[];
  ticked: readonly string[];
  onTick: (id: string) => void;
  enabled: boolean;
}

/** Documents to bring, each with a tick of its own ("I have it: Form W-2"), who sends it, when, what for and its official page. */
export default function DocumentList({ text, documents, ticked, onTick, enabled }: DocumentListProps) {
  return (
    <ul css={listStyle}>
      {documents.map((document) => {
        const headingId = `document-${document.id}`;
        return (
          <li key={document.id} css={itemStyle} aria-labelledby={headingId}>
            <input
              type="checkbox"
              aria-label={text.have(document.form)}
              checked={ticked.includes(document.id)}
              onChange={() => onTick(document.id)}
              disabled={!enabled}
            />
            <h3 id={headingId}>
              {document.form}: {document.name}
            </h3>
            <dl>
              <div>
                <dt>{text.sender}</dt>
                <dd>{document.sender}</dd>
              </div>
              <div>
                <dt>{text.arrives}</dt>
                <dd>{document.arrives}</dd>
              </div>
            </dl>
            <p>{document.purpose}</p>
            <p className="source">
              {text.source}:{" "}
              {document.sources.map((source, index) => (
                <span key={source.url}>
                  {index > 0 && "; "}
                  <ContentLink link={source}>{source.title}</ContentLink>
                </span>
              ))}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
