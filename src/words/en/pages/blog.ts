export const blog = {
  title: "Articles",
  intro: "Plain-English guides to US taxes for individuals and business owners, written and reviewed by our team.",
  description: "Plain-English guides to tax credits, deductions, filing status, business structures, estimated taxes and payroll taxes.",
};
