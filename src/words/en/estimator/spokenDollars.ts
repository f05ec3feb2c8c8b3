export const spokenDollars = {
  /** An amount as a screen reader should hear it: as shown ("$2,500"). */
  spoken: (_amount: number, shown: string) => shown,
};
