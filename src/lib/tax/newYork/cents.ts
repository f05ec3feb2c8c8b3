/* Dollars and cents, as New York's credit worksheets write their amounts: a rate's product rounded to the cent. */
export const cents = (amount: number): number => Math.round((amount + 1e-9) * 100) / 100;
