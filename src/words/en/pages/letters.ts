export const letters = {
  title: "Got a letter from the IRS or New York?",
  description:
    "Type the number and the date printed on a letter from the IRS or New York State's tax department: what it is, what to do, and by when.",
};
