import { useWords } from "../../i18n/PageLanguage";
import { formatLongDate } from "../../lib/dates";
import { dates } from "@words/common/dates";
import type { IsoDate } from "../../lib/businessDays";
import { sendBy } from "@words/deadlines/sendBy";

interface SendByProps {
  /** What the client sends us, from the content ("your W-2s", "sus Formularios W-2"). */
  send: string;
  cutoff: IsoDate;
  /** The date in bold. */
  strong?: boolean;
}

/** Our cut-off for a deadline, as one sentence: "Send us your W-2s by Monday, January 11, 2027." */
export default function SendBy({ send, cutoff, strong = false }: SendByProps) {
  const sentence = useWords(sendBy);
  const dateNames = useWords(dates);
  const time = <time dateTime={cutoff}>{formatLongDate(cutoff, dateNames)}</time>;
  return sentence(send, strong ? <strong>{time}</strong> : time);
}
