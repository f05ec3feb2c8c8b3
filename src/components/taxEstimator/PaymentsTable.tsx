import { useWords } from "../../i18n/PageLanguage";
import { dates as dateWords } from "@words/common/dates";
import { formatLongDate } from "../../lib/dates";
import type { Installment } from "../../lib/tax/estimatedPayments";
import Dollars from "./Dollars";
import { estimatedPayments as words } from "@words/estimatedPayments/estimatedPayments";

/** A plan's installments (styled by the payments panel, paymentsPanelStyle): each one's title (the deadline content's), its due date and its amount. */
export default function PaymentsTable({ caption, installments }: { caption: string; installments: readonly Installment[] }) {
  const text = useWords(words);
  const dates = useWords(dateWords);
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{text.payment}</th>
          <th scope="col">{text.due}</th>
          <th scope="col">{text.amount}</th>
        </tr>
      </thead>
      <tbody>
        {installments.map((installment) => (
          <tr key={installment.id}>
            <th scope="row">{installment.title}</th>
            <td>{formatLongDate(installment.date, dates)}</td>
            <td>
              <Dollars amount={installment.amount} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
