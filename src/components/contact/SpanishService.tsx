import { css } from "@emotion/react";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { spanishServiceText } from "../../lib/spanishService";
import { fontSize } from "../../theme/tokens";
import { spanishService as words } from "@words/common/spanishService";

const style = css`
  margin: 0;
  font-size: ${fontSize.base};
`;

/**
 * How the firm serves clients in Spanish, where a visitor decides to call or write; nothing when the firm has
 * set no way. An English page opens with the Spanish words a Spanish speaker looks for.
 */
export default function SpanishService({ ways, className }: { ways?: readonly string[] | null; className?: string }) {
  const language = useLanguage();
  const text = spanishServiceText(ways, useWords(words));
  if (!text) return null;
  return (
    <p css={style} className={className}>
      {language === "en" && <span lang="es">Se habla español. </span>}
      {text}
    </p>
  );
}
