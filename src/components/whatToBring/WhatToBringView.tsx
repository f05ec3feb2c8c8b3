import { css } from "@emotion/react";
import { useState } from "react";
import AnswerQuestions from "./AnswerQuestions";
import ClientServicesPanel from "../clientServices/ClientServicesPanel";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import DocumentList from "./DocumentList";
import Container from "../ui/Container";
import { questionsBesideAnswer } from "../ui/questionsBesideAnswer";
import PageHeader from "../ui/PageHeader";
import GeneralInfoNote from "../ui/GeneralInfoNote";
import SmartLink from "../ui/SmartLink";
import { buttonStyle } from "../ui/ButtonLink";
import type { Firm } from "../../hooks/useFirm";
import { useDeviceChecklist } from "../../hooks/useDeviceChecklist";
import { useWords } from "../../i18n/PageLanguage";
import { RECORDS_ANCHOR } from "../../lib/anchors";
import { telHref } from "../../lib/links";
import type { Documents } from "../../lib/content/types/documents";
import { CHECKLIST_STORAGE_KEY, answersFromQuery, documentsFor, type Answer } from "../../lib/whatToBring/answers";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { whatToBring as words } from "@words/whatToBring/whatToBring";

// No padding above: the general-information note opens the page with its own margin.
const pageStyle = css`
  padding-block: 0 ${space[7]};
  @media print {
    padding-block: 0;
  }
`;

const layoutStyle = css`
  ${questionsBesideAnswer};
  @media print {
    display: block;
  }
`;

const noteStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  margin: 0 0 ${space[5]};
  padding: ${space[4]};
  border-left: 4px solid ${color.navy};
  border-radius: ${radius.sm};
  background: ${color.tealTint};
  p {
    margin: 0;
    flex: 1 1 20rem;
  }
  @media print {
    display: none;
  }
`;

const sectionStyle = css`
  display: grid;
  gap: ${space[3]};
  margin-bottom: ${space[6]};
  h2 {
    margin: 0;
  }
  > p {
    margin: 0;
    color: ${color.inkMuted};
  }
`;

const panelStyle = css`
  margin-top: ${space[6]};
`;

const afterStyle = css`
  display: grid;
  gap: ${space[2]};
  margin: ${space[5]} 0 0;
  padding-left: ${space[5]};
  @media print {
    display: none;
  }
`;

const checkedStyle = css`
  font-size: ${fontSize.sm};
  color: ${color.inkMuted};
`;

const printOnly = css`
  display: none;
  @media print {
    display: block;
  }
`;

const hideInPrint = css`
  @media print {
    display: none;
  }
`;

/** The answers the page's address carries (from the estimate), if any. */
function answersInAddress(): readonly Answer[] | undefined {
  const carried = answersFromQuery(window.location.search);
  return carried.length > 0 ? carried : undefined;
}

interface WhatToBringViewProps {
  content: Documents;
  firm: Pick<Firm, "brand" | "phone" | "email" | "uploadUrl" | "portalUrl" | "paymentUrl">;
  /** The answers to start from instead of those the device kept: the address's (the content manager's preview ticks them all). */
  carriedAnswers?: () => readonly string[] | undefined;
}

/**
 * "What to bring" from its content alone: the visitor ticks what their year held, and the list follows at once, in
 * the browser; nothing is sent. Their answers and ticks stay on the device until they clear them.
 */
export default function WhatToBringView({ content, firm, carriedAnswers = answersInAddress }: WhatToBringViewProps) {
  const text = useWords(words);
  const { list, ready, toggle, clear } = useDeviceChecklist(CHECKLIST_STORAGE_KEY, carriedAnswers);
  const [status, setStatus] = useState("");
  const { everyone, yours } = documentsFor(content.documents, list.answers);
  const listed = [...everyone, ...yours];
  const ticked = listed.filter((document) => list.ticked.includes(document.id)).length;
  return (
    <>
      <PageHeader title={text.title}>{text.intro}</PageHeader>
      <Container css={pageStyle}>
        <GeneralInfoNote />
        <div css={noteStyle}>
          <p>{text.privacy}</p>
          <button
            type="button"
            css={buttonStyle("secondary")}
            disabled={!ready}
            onClick={() => {
              clear();
              setStatus(text.cleared);
            }}
          >
            {text.clear}
          </button>
          <button type="button" css={buttonStyle("secondary")} disabled={!ready} onClick={() => window.print()}>
            {text.print}
          </button>
          <p role="status">{status}</p>
        </div>
        <div css={layoutStyle}>
          <HydrateInOwnTask>
            <div css={hideInPrint}>
              <AnswerQuestions
                text={text.questions}
                answers={list.answers}
                onToggle={(answer: Answer) => toggle("answers", answer)}
                enabled={ready}
              />
            </div>
          </HydrateInOwnTask>
          <div>
            <p role="status" css={hideInPrint}>
              {text.count(ticked, listed.length)}
            </p>
            <HydrateInOwnTask>
              <section css={sectionStyle} aria-labelledby="everyone-brings">
                <h2 id="everyone-brings">{text.everyone}</h2>
                <DocumentList text={text} documents={everyone} ticked={list.ticked} onTick={(id) => toggle("ticked", id)} enabled={ready} />
              </section>
            </HydrateInOwnTask>
            <section css={sectionStyle} aria-labelledby="for-your-year">
              <h2 id="for-your-year">{text.yours}</h2>
              {yours.length === 0 ? (
                <p>{text.noneYet}</p>
              ) : (
                <DocumentList text={text} documents={yours} ticked={list.ticked} onTick={(id) => toggle("ticked", id)} enabled={ready} />
              )}
            </section>
            <p css={checkedStyle}>{text.checkedFor(content.taxYear)}</p>
            <HydrateInOwnTask>
              <ClientServicesPanel firm={firm} css={panelStyle} />
            </HydrateInOwnTask>
            <ul css={afterStyle}>
              <li>
                <SmartLink to={`/after-you-file#${RECORDS_ANCHOR}`}>{text.keepRecords}</SmartLink>
              </li>
              <li>
                <SmartLink to="/after-you-file">{text.followRefund}</SmartLink>
              </li>
            </ul>
            <p css={printOnly}>
              {text.contact} {firm.brand}, <SmartLink to={telHref(firm.phone)}>{firm.phone}</SmartLink>, {firm.email}
            </p>
          </div>
        </div>
      </Container>
    </>
  );
}
