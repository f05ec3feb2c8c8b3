import { useWords } from "../../i18n/PageLanguage";
import { formatLongDate } from "../../lib/dates";
import { dateWords } from "../../i18n/dateWords";
import type { IsoDate } from "../../lib/businessDays";
import { sendBy as enSendBy } from "../../words/en/deadlines/sendBy";
import { sendBy as esSendBy } from "../../words/es/deadlines/sendBy";

const words = { en: enSendBy, es: esSendBy };

interface SendByProps {
  /** What the client sends us, from the content ("your W-2s", "sus Formularios W-2"). */
  send: string;
  cutoff: IsoDate;
  /** The date in bold. */
  strong?: boolean;
}

/** Our cut-off for a deadline, as one sentence: "Send us your W-2s by Monday, January 11, 2027." */
export default function SendBy({ send, cutoff, strong = false }: SendByProps) {
  const dates = useWords(dateWords);
  const sentence = useWords(words);
  const time = <time dateTime={cutoff}>{formatLongDate(cutoff, dates)}</time>;
  return sentence(send, strong ? <strong>{time}</strong> : time);
}
