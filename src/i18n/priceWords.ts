import { price as en } from "../words/en/pricing/price";
import { price as es } from "../words/es/pricing/price";

/** The words of prices, in each language: `priceLabel(price, useWords(priceWords))` (src/lib/price.ts). */
export const priceWords = { en, es };
