export const taxDeadlines = {
  title: "Tax deadlines",
  description:
    "The federal and New York deadlines of the next twelve months for individuals, businesses and employers: the next one first, our cut-offs, and calendar files.",
};
