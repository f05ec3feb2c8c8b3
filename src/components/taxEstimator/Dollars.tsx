import { VISUALLY_HIDDEN } from "../../theme/visuallyHidden";
import { useWords } from "../../i18n/PageLanguage";
import { formatDollars } from "../../lib/tax/money";
import { spokenDollars } from "@words/estimator/spokenDollars";

/** An amount as shown, and as a screen reader in the page's language should say it (its words' `spoken`). */
export default function Dollars({ amount }: { amount: number }) {
  const shown = formatDollars(amount);
  const spoken = useWords(spokenDollars).spoken(amount, shown);
  if (spoken === shown) return <>{shown}</>;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className={VISUALLY_HIDDEN}>{spoken}</span>
    </>
  );
}
