import { css } from "@emotion/react";
import SourceList from "../ui/SourceList";
import { useWords } from "../../i18n/PageLanguage";
import type { Source } from "../../lib/content/types/common";
import { space } from "../../theme/tokens";
import { scamCheck as enScamCheck } from "../../words/en/letters/scamCheck";
import { scamCheck as esScamCheck } from "../../words/es/letters/scamCheck";

const words = { en: enScamCheck, es: esScamCheck };

const style = css`
  margin-top: ${space[8]};
  ul {
    display: grid;
    gap: ${space[3]};
    padding-left: ${space[5]};
  }
`;

/** "Is the letter real?": how the IRS and New York's tax department contact people, in their own words. */
export default function ScamCheck({ irsPhone, sources }: { irsPhone: string; sources: readonly Source[] }) {
  const text = useWords(words);
  return (
    <section css={style} aria-labelledby="letter-real">
      <h2 id="letter-real">{text.title}</h2>
      <ul>
        {text.points(irsPhone).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <SourceList sources={sources} level={3} id="scam-sources" />
    </section>
  );
}
