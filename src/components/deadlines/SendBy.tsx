import { useWords } from "../../i18n/PageLanguage";
import { formatLongDate } from "../../lib/dates";
import { dateWords } from "../../i18n/dateWords";
import type { IsoDate } from "../../lib/businessDays";
import { sendBy as enSendBy } from "../../words/en/deadlines/sendBy";
import { sendBy as esSendBy } from "../../words/es/deadlines/sendBy";

// The sentence with the date's names: one hook, as each of the page's cards has one.
const words = { en: { sentence: enSendBy, dates: dateWords.en }, es: { sentence: esSendBy, dates: dateWords.es } };

interface SendByProps {
  /** What the client sends us, from the content ("your W-2s", "sus Formularios W-2"). */
  send: string;
  cutoff: IsoDate;
  /** The date in bold. */
  strong?: boolean;
}

/** Our cut-off for a deadline, as one sentence: "Send us your W-2s by Monday, January 11, 2027." */
export default function SendBy({ send, cutoff, strong = false }: SendByProps) {
  const { sentence, dates } = useWords(words);
  const time = <time dateTime={cutoff}>{formatLongDate(cutoff, dates)}</time>;
  return sentence(send, strong ? <strong>{time}</strong> : time);
}
