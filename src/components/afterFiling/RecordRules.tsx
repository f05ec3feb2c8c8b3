import { css } from "@emotion/react";
import SourceList from "../ui/SourceList";
import type { RecordRule } from "../../lib/content/types/afterFiling";
import { color, fontSize, space } from "../../theme/tokens";
import type { afterFiling } from "@words/afterFiling/afterFiling";

const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.base};
  caption {
    text-align: left;
    font-weight: 600;
    font-size: ${fontSize.lg};
    color: ${color.navyDeep};
    padding-bottom: ${space[2]};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${space[3]};
    border-bottom: 1px solid ${color.line};
  }
  thead th {
    font-size: ${fontSize.sm};
    color: ${color.inkMuted};
  }
  tbody th {
    font-weight: 400;
    width: 55%;
  }
  td {
    font-weight: 600;
  }
`;

const blockStyle = css`
  display: grid;
  gap: ${space[3]};
  margin-bottom: ${space[6]};
`;

interface RecordRulesProps {
  id: string;
  caption: string;
  rules: readonly RecordRule[];
  text: (typeof afterFiling)["records"];
}

/** An agency's periods for keeping records, situation by situation, with the pages that give them. */
export default function RecordRules({ id, caption, rules, text }: RecordRulesProps) {
  // The rules of one agency mostly cite one page: each page once.
  const sources = [...new Map(rules.flatMap((rule) => rule.sources).map((source) => [source.url, source])).values()];
  return (
    <div css={blockStyle}>
      <table css={tableStyle}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.situation}</th>
            <th scope="col">{text.keep}</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.id}>
              <th scope="row">{rule.situation}</th>
              <td>{rule.keep}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SourceList sources={sources} level={3} id={`${id}-sources`} />
    </div>
  );
}
