export const home = {
  description:
    "Tax preparation, bookkeeping, payroll and business services for individuals and businesses, from a New York firm that makes US taxes clear.",
};
