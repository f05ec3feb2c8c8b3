export const notFound = {
  heading: "We couldn't find that page",
  text: "The address may be mistyped, or the page may have moved.",
  home: "Go to the home page",
  contact: "Contact us",
  title: "Page not found",
  description: "The page you asked for could not be found. Find our services, prices and contact details from the home page.",
};

export const about = { title: "About Us" };

export const blog = {
  title: "Articles",
  intro: "Plain-English guides to US taxes for individuals and business owners, written and reviewed by our team.",
  description: "Plain-English guides to tax credits, deductions, filing status, business structures, estimated taxes and payroll taxes.",
};

export const contact = {
  heading: "Contact Us",
  intro: "Tell us what you need help with, and a member of our team will get back to you.",
  reachUs: "Reach us",
  visitUs: "Visit our office",
  writeUs: "Send us a message",
  head: {
    title: "Contact",
    description:
      "Call, e-mail or visit our New York office, or send us a message about individual or business tax help, bookkeeping, payroll or ITIN applications.",
  },
};

export const faq = {
  title: "FAQ",
  description:
    "Answers to common questions about tax documents, deadlines, extensions, business structures, ITINs, IRS notices, refunds and our pricing.",
};

export const home = {
  description:
    "Tax preparation, bookkeeping, payroll and business services for individuals and businesses, from a New York firm that makes US taxes clear.",
};

export const pricing = {
  title: "Pricing",
  description:
    "Flat-fee pricing for individual tax returns, business tax packages, ITIN applications and CPA consultations, agreed before any work begins.",
};

export const services = {
  title: "Services",
  description:
    "Individual and business tax filings, incorporation, bookkeeping, payroll, ITIN applications, tax planning and CPA consultations in New York and across the US.",
};

export const taxDeadlines = {
  title: "Tax deadlines",
  description:
    "The federal and New York deadlines of the next twelve months for individuals, businesses and employers: the next one first, our cut-offs, and calendar files.",
};
