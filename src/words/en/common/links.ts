/** Said, in the link's own text, of a link that leads from a page in another language to one in English. */
export const links = { inEnglish: "" };
