/** An editor's text as a regular expression that matches it as written ("Saturday (Jan–Apr)", "A+ Tax"). */
export const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A link's name as the page gives it: the editor's text whole, then only what the link adds in parentheses
 * ("(opens in a new tab)", "(en inglés)"), so that "Publication 17" is not found by "Publication 1".
 */
export const linkNamed = (text: string) => new RegExp(`^${asPattern(text)}(?: \\([^)]*\\))*$`);
