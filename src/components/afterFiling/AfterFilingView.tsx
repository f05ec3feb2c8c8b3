import { css } from "@emotion/react";
import KeepUntilForm from "./KeepUntilForm";
import RecordRules from "./RecordRules";
import RefundTrackers from "./RefundTrackers";
import Container from "../ui/Container";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import GeneralInfoNote from "../ui/GeneralInfoNote";
import PageHeader from "../ui/PageHeader";
import SmartLink from "../ui/SmartLink";
import { useWords } from "../../i18n/PageLanguage";
import type { AfterFiling } from "../../lib/content/types/afterFiling";
import { RECORDS_ANCHOR } from "../../lib/anchors";
import { color, space } from "../../theme/tokens";
import { afterFiling as words } from "@words/afterFiling/afterFiling";

// No padding above: the general-information note opens the page with its own margin.
const pageStyle = css`
  padding-block: 0 ${space[8]};
`;

const sectionStyle = css`
  display: grid;
  gap: ${space[4]};
  margin-block: ${space[7]};
  h2,
  > p {
    margin: 0;
  }
  > p {
    max-width: 44rem;
    color: ${color.inkMuted};
  }
`;

interface AfterFilingViewProps {
  content: AfterFiling;
  /** The year it is where the page is read: the latest tax year a visitor may name. */
  thisYear: number;
}

/** After filing: where the federal and New York refunds can be followed, and how long to keep the return's records. */
export default function AfterFilingView({ content, thisYear }: AfterFilingViewProps) {
  const text = useWords(words);
  return (
    <>
      <PageHeader title={text.title}>{text.intro}</PageHeader>
      <Container css={pageStyle}>
        <GeneralInfoNote />
        <HydrateInOwnTask>
          <section css={sectionStyle} aria-labelledby="refunds-heading">
            <h2 id="refunds-heading">{text.refunds.heading}</h2>
            <p>{text.refunds.intro}</p>
            <RefundTrackers trackers={content.refunds} text={text.refunds} />
          </section>
        </HydrateInOwnTask>
        <section id={RECORDS_ANCHOR} css={sectionStyle} aria-labelledby="records-heading">
          <h2 id="records-heading">{text.records.heading}</h2>
          <p>{text.records.intro}</p>
          <HydrateInOwnTask>
            <RecordRules id="federal-records" caption={text.records.federal} rules={content.records} text={text.records} />
          </HydrateInOwnTask>
          {content.newYorkRecords.length > 0 && (
            <RecordRules id="new-york-records" caption={text.records.newYork} rules={content.newYorkRecords} text={text.records} />
          )}
          <HydrateInOwnTask>
            <KeepUntilForm rules={[...content.records, ...content.newYorkRecords]} text={text.keepUntil} thisYear={thisYear} />
          </HydrateInOwnTask>
        </section>
        <p>
          <SmartLink to="/what-to-bring">{text.whatToBring}</SmartLink>
        </p>
      </Container>
    </>
  );
}
