import { useRef, useState, type KeyboardEvent } from "react";
import { css } from "@emotion/react";
import Icon from "../icons/Icon";
import SourceList from "../ui/SourceList";
import { color, font, fontSize, radius, space, motion } from "../../theme/tokens";
import type { Question } from "../../lib/content/types/faq";

/** A question and its answer, with the sources it states a rule or a figure from and when they were last checked. */
export type AccordionItem = Pick<Question, "id" | "question" | "answer" | "sources" | "reviewed">;

const itemStyle = css`
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surface};
  & + & {
    margin-top: ${space[3]};
  }
  h3 {
    margin: 0;
    font-family: ${font.body};
    font-size: ${fontSize.md};
    text-wrap: wrap;
  }
`;

const buttonStyle = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  padding: ${space[4]} ${space[5]};
  border: 0;
  border-radius: ${radius.md};
  background: none;
  color: ${color.navyDeep};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${color.tealTint};
  }
  svg {
    flex: none;
    transition: transform ${motion.fast};
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

const panelStyle = css`
  padding: 0 ${space[5]} ${space[4]};
  color: ${color.ink};
  p:last-child {
    margin-bottom: 0;
  }
`;

/** Keys that move focus between the question buttons (WAI-ARIA accordion pattern). */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === "ArrowDown") return (current + 1) % count;
  if (key === "ArrowUp") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * Questions that open to their answers, one at a time; the open one closes again when chosen.
 * Up and Down arrows, Home and End move between the questions.
 */
export default function Accordion({ items, idPrefix }: { items: readonly AccordionItem[]; idPrefix: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = nextIndex(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${idPrefix}-${item.id}`;
        const panelId = `${idPrefix}-${item.id}-answer`;
        return (
          <div key={item.id} css={itemStyle}>
            <h3>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                css={buttonStyle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.question}
                <Icon name="chevronDown" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} css={panelStyle} hidden={!open}>
              {item.answer.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              {item.sources && item.sources.length > 0 && (
                <SourceList sources={item.sources} reviewed={item.reviewed ?? undefined} level={4} id={`${panelId}-sources`} />
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
