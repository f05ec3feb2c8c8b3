import { VISUALLY_HIDDEN } from "../../theme/visuallyHidden";
import { useLanguage } from "../../i18n/PageLanguage";
import { formatDollars, spokenDollars } from "../../lib/tax/money";

/** An amount as shown, and as a screen reader in the page's language should say it (money.ts, spokenDollars). */
export default function Dollars({ amount }: { amount: number }) {
  const shown = formatDollars(amount);
  const spoken = spokenDollars(amount, useLanguage());
  if (spoken === shown) return <>{shown}</>;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className={VISUALLY_HIDDEN}>{spoken}</span>
    </>
  );
}
