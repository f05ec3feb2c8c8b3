/** An editor's text as a regular expression that matches it as written ("Saturday (Jan–Apr)", "A+ Tax"). */
export const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
