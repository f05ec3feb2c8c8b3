export const smartLink = { newTab: " (opens in a new tab)" };
