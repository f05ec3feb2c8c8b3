export const faq = {
  title: "FAQ",
  description:
    "Answers to common questions about tax documents, deadlines, extensions, business structures, ITINs, IRS notices, refunds and our pricing.",
};
