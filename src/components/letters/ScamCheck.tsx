import { css } from "@emotion/react";
import SmartLink from "../ui/SmartLink";
import SourceList from "../ui/SourceList";
import { useWords } from "../../i18n/PageLanguage";
import type { Source } from "../../lib/content/types/common";
import { telHref } from "../../lib/links";
import { space } from "../../theme/tokens";
import { scamCheck as words } from "@words/letters/scamCheck";

const style = css`
  margin-top: ${space[8]};
  ul {
    display: grid;
    gap: ${space[3]};
    padding-left: ${space[5]};
  }
`;

/** A point of the check, with the IRS's number in it a link a phone can call. */
function Point({ point, irsPhone }: { point: string; irsPhone: string }) {
  const [before, ...after] = point.split(irsPhone);
  if (after.length === 0) return <li>{point}</li>;
  return (
    <li>
      {before}
      <SmartLink to={telHref(irsPhone)}>{irsPhone}</SmartLink>
      {after.join(irsPhone)}
    </li>
  );
}

/** "Is the letter real?": how the IRS and New York's tax department contact people, in their own words. */
export default function ScamCheck({ irsPhone, sources }: { irsPhone: string; sources: readonly Source[] }) {
  const text = useWords(words);
  return (
    <section css={style} aria-labelledby="letter-real">
      <h2 id="letter-real">{text.title}</h2>
      <ul>
        {text.points(irsPhone).map((point) => (
          <Point key={point} point={point} irsPhone={irsPhone} />
        ))}
      </ul>
      <SourceList sources={sources} level={3} id="scam-sources" />
    </section>
  );
}
