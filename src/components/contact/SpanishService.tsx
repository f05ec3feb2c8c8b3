import { css } from "@emotion/react";
import { useWords } from "../../i18n/PageLanguage";
import { spanishServiceText } from "../../lib/spanishService";
import { fontSize } from "../../theme/tokens";
import { spanishService as words } from "@words/common/spanishService";

const style = css`
  margin: 0;
  font-size: ${fontSize.base};
`;

/**
 * How the firm serves clients in Spanish, where a visitor decides to call or write; nothing when the firm has
 * set no way. A page in another language opens with the Spanish words a Spanish speaker looks for (its words' `opening`).
 */
export default function SpanishService({ ways, className }: { ways?: readonly string[] | null; className?: string }) {
  const own = useWords(words);
  const text = spanishServiceText(ways, own);
  if (!text) return null;
  return (
    <p css={style} className={className}>
      {own.opening && <span lang={own.opening.lang}>{own.opening.text}</span>}
      {text}
    </p>
  );
}
