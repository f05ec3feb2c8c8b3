export const services = {
  title: "Services",
  description:
    "Individual and business tax filings, incorporation, bookkeeping, payroll, ITIN applications, tax planning and CPA consultations in New York and across the US.",
};
