import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatProblem, formatProblems, formatWarnings, isWarning, type ContentProblem } from "./check";
import { blogRoutes, routeOfPageFile, siteRoutes } from "./routes";
import type { Route } from "../routes";
import { check, contentCopy, edit, expectOneProblem, problemsAfter, removeTemporaryFolders } from "../../node/content/testContent";

const PRICING = "pricing/pricing.yaml";
const SERVICES = "services/services.yaml";
const FAQ = "faq/faq.yaml";
const FIRM = "firm/firm.yaml";
const NAVIGATION = "navigation/navigation.yaml";
const RESOURCES = "resources/resources.yaml";
const DEADLINES = "deadlines/deadlines.yaml";
const TESTIMONIALS = "testimonials/testimonials.yaml";

afterEach(removeTemporaryFolders);

const BASIC_PLAN = 'plan "Basic Filing" (section "Individual")';
const DELUXE_PLAN = 'plan "Deluxe Filing" (section "Individual")';

describe("checkContent on the fixture content", () => {
  it("finds no problem in a copy of it", () => {
    expect(check(contentCopy())).toEqual([]);
  });
});

describe("checkContent: files that cannot be read", () => {
  it("reports a YAML syntax error with its line and reason", () => {
    const problems = problemsAfter(PRICING, "        popular: true\n", "       popular: true\n");
    expectOneProblem(problems, { file: `content/${PRICING}` }, "The file could not be read as YAML at line 85: bad indentation of a sequence entry");
  });

  it("reports a missing file", () => {
    const folder = contentCopy();
    rmSync(join(folder, "testimonials/testimonials.yaml"));
    expectOneProblem(check(folder), { file: "content/testimonials/testimonials.yaml" }, "This file is missing");
  });

  it("reports a file whose root is a list rather than named fields", () => {
    const folder = contentCopy();
    writeFileSync(join(folder, RESOURCES), "- title: IRS Free File\n  url: https://www.irs.gov/\n");
    expectOneProblem(
      check(folder),
      { file: `content/${RESOURCES}` },
      "must hold its content under en: (English) and es: (Spanish), but it holds a list",
    );
  });

  it("reports an empty file", () => {
    const folder = contentCopy();
    writeFileSync(join(folder, RESOURCES), "");
    expectOneProblem(check(folder), { file: `content/${RESOURCES}` }, "but it is empty");
  });
});

describe("checkContent: required fields and types", () => {
  it("reports a missing required field", () => {
    const problems = problemsAfter(PRICING, "          description: For straightforward returns that take the standard deduction.\n", "");
    expectOneProblem(problems, { file: `content/${PRICING}`, entry: BASIC_PLAN, field: "description" }, "is required, but it is missing");
  });

  it("reports a required field that holds only spaces", () => {
    const problems = problemsAfter("about/about.yaml", "  title: Our Story\n", '  title: "   "\n');
    expectOneProblem(problems, { file: "content/about/about.yaml", field: "story.title" }, "is required, but it is empty");
  });

  it("reports an empty required list", () => {
    const features = [
      "      features:",
      "        - Federal Form 1040 and state returns",
      "        - Review of deductions and credits",
      "        - Secure electronic filing",
      "        - Clear explanation before you sign\n",
    ].join("\n");
    expectOneProblem(
      problemsAfter(SERVICES, features, "      features: []\n"),
      { file: `content/${SERVICES}`, entry: 'service "Individual Tax Filings"', field: "features" },
      "the list is empty",
    );
  });

  it("reports a boolean field that is not true or false", () => {
    const problems = problemsAfter(PRICING, "        popular: true\n", "        popular: maybe\n");
    expectOneProblem(problems, { file: `content/${PRICING}`, entry: DELUXE_PLAN, field: "popular" }, 'must be true or false, but it is "maybe".');
  });

  it("reports a number where text is expected", () => {
    const problems = problemsAfter(FIRM, 'postalCode: "10016"', "postalCode: 10016");
    expectOneProblem(
      problems,
      { file: `content/${FIRM}`, field: "address.postalCode" },
      'must be text, but it is the number 10016 (put it in quotes, "10016", to keep it as text)',
    );
  });

  it("reports text where a number is expected", () => {
    const problems = problemsAfter(FIRM, "latitude: 40.7458", 'latitude: "north"');
    expectOneProblem(problems, { file: `content/${FIRM}`, field: "address.latitude" }, "must be a number");
  });

  it("reports an item of a list of texts that is not text", () => {
    const problems = problemsAfter(SERVICES, "      - Submission guidance\n", "      - [Submission guidance]\n");
    expectOneProblem(
      problems,
      { file: `content/${SERVICES}`, entry: 'service "ITIN Applications"', field: "features" },
      "item 4 must be text, but it is a list",
    );
  });

  it("reports an unknown field, suggesting the field it is probably a typo of", () => {
    const problems = problemsAfter(PRICING, '        price: "$249"', '        pirce: "$249"');
    const where = { file: `content/${PRICING}`, entry: DELUXE_PLAN };
    expect(problems).toEqual([
      expect.objectContaining({ ...where, field: "pirce", message: expect.stringContaining('Did you mean "price"?') as unknown }),
      expect.objectContaining({ ...where, field: "price", message: "is required, but it is missing." }),
    ]);
  });

  it("reports an unknown field inside a group of fields", () => {
    const problems = problemsAfter(FIRM, "  region: NY\n", "  region: NY\n    state: NY\n");
    expectOneProblem(problems, { file: `content/${FIRM}`, field: "address.state" }, 'is not a field of "address"');
  });
});

describe("checkContent: values with a fixed form", () => {
  it("reports a price that follows no known pattern, explaining the allowed forms", () => {
    const problems = problemsAfter(PRICING, '        price: "$249"', "        price: 249 dollars");
    expectOneProblem(
      problems,
      { file: `content/${PRICING}`, entry: DELUXE_PLAN, field: "price" },
      'must be a dollar amount such as "$99", "$1,200" or "$99.50", optionally followed by a slash',
    );
  });

  it.each(["$1,200", "$99.50", "$299/applicant", "$250/hr", "$1,200.00/one-time", "Custom"])("accepts the price %s", (price) => {
    expect(problemsAfter(PRICING, '        price: "$249"', `        price: "${price}"`)).toEqual([]);
  });

  it.each(["$1,20", "$99.5", "$250 / hr", "custom", "$", "99"])("refuses the price %s", (price) => {
    const [problem] = problemsAfter(PRICING, '        price: "$249"', `        price: "${price}"`);
    expect(problem).toMatchObject({ entry: DELUXE_PLAN, field: "price" });
  });

  it("reports a FAQ category that is not one of the five, naming them", () => {
    const problems = problemsAfter(FAQ, "    category: Tax Issues", "    category: Tax Problems");
    expectOneProblem(
      problems,
      { file: `content/${FAQ}`, entry: 'question "I received a notice from the IRS. What should I do?"', field: "category" },
      'must be one of "Individual Taxes", "Business Services", "General Tax Info", "Pricing & Engagement" or "Tax Issues", but it is "Tax Problems".',
    );
  });

  it("points out a category that differs only in capital letters", () => {
    const [problem] = problemsAfter(FAQ, "    category: Tax Issues", "    category: tax issues");
    expect(problem.message).toContain('did you mean "Tax Issues"?');
  });

  it("reports a service accent that is not one of the colours", () => {
    const problems = problemsAfter(SERVICES, "    accent: plum", "    accent: purple");
    expectOneProblem(
      problems,
      { file: `content/${SERVICES}`, entry: 'service "Payroll Services"', field: "accent" },
      'must be one of "navy", "teal", "green", "gold", "plum" or "slate", but it is "purple".',
    );
  });

  it("reports a service icon that is not one of the icons", () => {
    const problems = problemsAfter(SERVICES, "    icon: itin", "    icon: passport");
    expectOneProblem(
      problems,
      { file: `content/${SERVICES}`, entry: 'service "ITIN Applications"', field: "icon" },
      '"planning" or "consultation", but it is "passport".',
    );
  });
});

describe("checkContent: duplicate names", () => {
  it("reports two services with the same title, whatever the case", () => {
    const folder = contentCopy();
    edit(folder, SERVICES, "  title: Tax Planning\n", "  title: payroll services\n");
    expectOneProblem(
      check(folder),
      { file: `content/${SERVICES}`, entry: 'service "payroll services"', field: "title" },
      "repeats the title of service 5; each service needs a different title",
    );
  });

  it("reports two plans with the same title in different sections", () => {
    const problems = problemsAfter(PRICING, "  title: Growth Package\n", "  title: Deluxe Filing\n");
    expectOneProblem(
      problems,
      { file: `content/${PRICING}`, entry: 'plan "Deluxe Filing" (section "Business")', field: "title" },
      'repeats the title of plan 2 (section "Individual")',
    );
  });

  it("reports two FAQ questions that are the same", () => {
    const problems = problemsAfter(FAQ, "  question: How does your pricing work?", "  question: Do you work with clients outside New York?");
    expectOneProblem(
      problems,
      { file: `content/${FAQ}`, entry: 'question "Do you work with clients outside New York?"', field: "question" },
      "repeats the question of question 6",
    );
  });

  it("reports two resources with the same title", () => {
    const problems = problemsAfter(RESOURCES, "  title: IRS Free File\n", "  title: IRS forms & instructions\n");
    expectOneProblem(
      problems,
      { file: `content/${RESOURCES}`, entry: 'resource "IRS forms & instructions"', field: "title" },
      "repeats the title of resource 1",
    );
  });

  it("reports two pricing sections with the same title, as each is a region of the page named by it", () => {
    const problems = problemsAfter(PRICING, "      title: Business\n", "      title: individual\n");
    expectOneProblem(problems, { file: `content/${PRICING}`, entry: 'section "individual"', field: "title" }, "repeats the title of section 1");
  });

  it("reports two links with the same label in one list, but not in different lists", () => {
    const sameList = problemsAfter(NAVIGATION, "  label: FAQ\n", "  label: Pricing\n");
    expectOneProblem(sameList, { file: `content/${NAVIGATION}`, entry: 'link "Pricing"', field: "label" }, "repeats the label of link 3");
    expect(problemsAfter(NAVIGATION, "  label: Signup\n", "  label: Home\n")).toEqual([]);
  });
});

describe("checkContent: a page's head, which no other page shares", () => {
  const BOOKING_TEXT = "A short call to tell us what you need, hear which service fits and what it costs, and choose the next step.";

  it("reports an article described as the booking page is, naming both files", () => {
    const folder = contentCopy();
    const article = "blog/en/common-deductions.md";
    const description = /^description: .*$/m.exec(readFileSync(join(folder, article), "utf8"))![0];
    edit(folder, article, description, `description: "${BOOKING_TEXT}"`);
    expectOneProblem(
      check(folder),
      { file: `content/${article}`, field: "description" },
      "repeats the description of content/booking/booking.yaml; each article needs a different description",
    );
  });

  it("reports the booking page's Spanish title when an article's Spanish has it", () => {
    const folder = contentCopy();
    const article = "blog/es/choosing-filing-status.md";
    const title = /^title: .*$/m.exec(readFileSync(join(folder, article), "utf8"))![0];
    edit(folder, article, title, 'title: "Reserve una llamada gratuita de 15 minutos"');
    const problems = check(folder);
    expectOneProblem(problems, { file: `content/${article}`, field: "title" }, "repeats the title of content/booking/booking.yaml");
    expect(problems[0].language).toBe("Spanish");
  });
});

describe("checkContent: links", () => {
  const footerLink = 'link "Make a Tax Payment" (section "Tax Authority", column "Helpful Resources")';

  it.each([
    ["ftp://www.irs.gov/payments", "must be a web address starting with https://"],
    ["www.irs.gov/payments", "must be a web address starting with https://"],
    ["https://", "must be a complete web address"],
    ["mailto:info at example", 'must have an e-mail address after "mailto:"'],
    ["tel:call us", 'must have a phone number after "tel:"'],
  ])("reports the link %s", (url, phrase) => {
    const problems = problemsAfter(NAVIGATION, "url: https://www.irs.gov/payments", `url: "${url}"`);
    expectOneProblem(problems, { file: `content/${NAVIGATION}`, entry: footerLink, field: "url" }, phrase);
  });

  it.each([
    "https://www.irs.gov/payments",
    "http://example.com",
    "mailto:info@example.com",
    "tel:+18005550142",
    "/about#testimonials",
    "/pricing/?from=footer",
    "/blog",
  ])("accepts the link %s", (url) => {
    expect(problemsAfter(NAVIGATION, "url: https://www.irs.gov/payments", `url: "${url}"`)).toEqual([]);
  });

  it("reports a site path that leads to no page, listing the pages", () => {
    const problems = problemsAfter(NAVIGATION, "    url: /pricing\n", "    url: /prices\n");
    expectOneProblem(
      problems,
      { file: `content/${NAVIGATION}`, entry: 'link "Pricing"', field: "url" },
      'leads to "/prices", which is not a page of this site. The pages are: /, /about, /accessibility, /after-you-file, /blog,',
    );
  });

  it("reports a plan whose call to action leads nowhere on the site", () => {
    const problems = problemsAfter(PRICING, "link: /contact?service=itin-applications", "link: /apply?service=itin-applications");
    expectOneProblem(
      problems,
      { file: `content/${PRICING}`, entry: 'plan "ITIN Application" (section "Specialized")', field: "cta.link" },
      'leads to "/apply", which is not a page of this site',
    );
  });

  it("reports a contact link that asks for a service the form does not offer", () => {
    const problems = problemsAfter(PRICING, "link: /contact?service=itin-applications", "link: /contact?service=itin-application");
    expectOneProblem(
      problems,
      { file: `content/${PRICING}`, entry: 'plan "ITIN Application" (section "Specialized")', field: "cta.link" },
      'asks the contact form for the service "itin-application", which the form does not offer',
    );
  });

  it("keeps every link to a service that is retitled: links name it by its key", () => {
    expect(problemsAfter(SERVICES, "  title: CPA Consultation\n", "  title: CPA Consultations\n")).toEqual([]);
  });

  it("asks for the key of a service named by its title, and names the key", () => {
    const problems = problemsAfter(PRICING, "link: /contact?service=itin-applications", "link: /contact?service=ITIN Applications");
    expectOneProblem(
      problems,
      { file: `content/${PRICING}`, entry: 'plan "ITIN Application" (section "Specialized")', field: "cta.link" },
      'by its title, "ITIN Applications". Write its key instead, "itin-applications"',
    );
  });

  it.each(["other-inquiry", "custom-quote"])("accepts a contact link for the choice %s", (key) => {
    expect(problemsAfter(PRICING, "link: /contact?service=itin-applications", `link: /contact?service=${key}`)).toEqual([]);
  });
});

describe("checkContent: the firm", () => {
  const firmProblem = (from: string, to: string) => problemsAfter(FIRM, from, to);
  const firm = `content/${FIRM}`;

  it("reports an e-mail address that does not look like one", () => {
    expectOneProblem(firmProblem("email: info@example.com", "email: info.example.com"), { file: firm, field: "email" }, "must be an e-mail address");
  });

  it("reports a phone number without 10 or 11 digits", () => {
    expectOneProblem(
      firmProblem('phone: "(800) 555-0142"', 'phone: "(800) 555-014"'),
      { file: firm, field: "phone" },
      'must be a phone number with 10 or 11 digits, such as "(800) 555-0142", but "(800) 555-014" has 9.',
    );
  });

  it("reports a time that is not HH:MM on the 24-hour clock", () => {
    expectOneProblem(
      firmProblem('opens: "09:00"', "opens: 9am"),
      { file: firm, entry: 'day "Monday-Friday"', field: "opens" },
      "must be a time on the 24-hour clock written as HH:MM",
    );
  });

  it("reports a closed day with opening times", () => {
    expectOneProblem(
      firmProblem("      closed: true\n", '      closed: true\n        opens: "10:00"\n'),
      { file: firm, entry: 'day "Sunday"', field: "opens" },
      "must be left out for a day that is closed",
    );
  });

  it("reports an open day without a closing time", () => {
    expectOneProblem(
      firmProblem('        closes: "15:00"\n', ""),
      { file: firm, entry: 'day "Saturday"', field: "closes" },
      'a day needs both "opens" and "closes", or "closed: true"',
    );
  });

  it("reports a closing time before the opening time", () => {
    expectOneProblem(
      firmProblem('closes: "15:00"', 'closes: "08:00"'),
      { file: firm, entry: 'day "Saturday"', field: "closes" },
      "must be later than the opening time (10:00), but it is 08:00.",
    );
  });

  it("reports a day of the week that does not exist", () => {
    expectOneProblem(
      firmProblem("dayOfWeek: [Saturday]", "dayOfWeek: [Saturday, Funday]"),
      { file: firm, entry: 'day "Saturday"', field: "dayOfWeek" },
      'item 2 must be one of "Monday", "Tuesday"',
    );
  });

  it("reports a latitude and a longitude off the globe", () => {
    const folder = contentCopy();
    edit(folder, FIRM, "latitude: 40.7458", "latitude: 140.7458");
    edit(folder, FIRM, "longitude: -73.9838", "longitude: -273.9838");
    expect(check(folder)).toEqual([
      { file: firm, field: "address.latitude", message: "must be between -90 and 90, but it is 140.7458." },
      { file: firm, field: "address.longitude", message: "must be between -180 and 180, but it is -273.9838." },
    ]);
  });

  it.each([1850, new Date().getFullYear() + 1])("reports the founding year %i", (year) => {
    expectOneProblem(
      firmProblem("foundedYear: 2015", `foundedYear: ${year}`),
      { file: firm, field: "foundedYear" },
      `must be between 1900 and ${new Date().getFullYear()}, but it is ${year}.`,
    );
  });

  it("reports a founding year that is not a whole number", () => {
    expectOneProblem(firmProblem("foundedYear: 2015", "foundedYear: 2015.5"), { file: firm, field: "foundedYear" }, "must be a whole number");
  });
});

describe("checkContent: the tax deadlines", () => {
  const deadlines = `content/${DEADLINES}`;
  // Long names are cut short in messages.
  const W2 = 'deadline "W-2s for 2026 to employees and the Social Security Administ…"';
  const FOURTH_PAYMENT = 'deadline "Fourth estimated tax payment for 2026"';

  it("refuses a deadline that does not exist on the calendar", () => {
    expectOneProblem(
      problemsAfter(DEADLINES, "    date: 2027-01-15\n", "    date: 2027-02-30\n"),
      { file: deadlines, entry: FOURTH_PAYMENT, field: "date" },
      'must be a date that exists, but "2027-02-30" does not: February 2027 has 28 days.',
    );
  });

  it("refuses a cut-off that does not exist, quoted or not", () => {
    expectOneProblem(
      problemsAfter(DEADLINES, "    cutoff: 2027-01-04\n", '    cutoff: "2027-13-04"\n'),
      { file: deadlines, entry: FOURTH_PAYMENT, field: "cutoff" },
      "has no month 13",
    );
  });

  it("refuses a cut-off later than its deadline, naming both dates", () => {
    expectOneProblem(
      problemsAfter(DEADLINES, "    cutoff: 2027-01-04\n", "    cutoff: 2027-01-18\n"),
      { file: deadlines, entry: FOURTH_PAYMENT, field: "cutoff" },
      'must not be later than the deadline ("date", Friday, January 15, 2027), but it is Monday, January 18, 2027.',
    );
  });

  it("accepts a cut-off on the day of the deadline", () => {
    expect(problemsAfter(DEADLINES, "    cutoff: 2027-01-04\n", "    cutoff: 2027-01-15\n")).toEqual([]);
  });

  it("warns of a deadline on a weekend, with the business day the IRS moves it to, without refusing it", () => {
    const problems = problemsAfter(DEADLINES, "    date: 2027-02-01\n      confirmed: true\n", "    date: 2027-01-31\n      confirmed: true\n");
    expect(problems).toEqual([
      {
        file: deadlines,
        entry: W2,
        field: "date",
        warning: true,
        message:
          "falls on a Sunday (Sunday, January 31, 2027). The IRS moves a deadline on a weekend or legal holiday to the next " +
          "business day, Monday, February 1, 2027: write that date, unless the official source says otherwise.",
      },
    ]);
    expect(problems.every(isWarning)).toBe(true);
  });

  it("warns of a deadline on a legal holiday, naming it", () => {
    const [problem] = problemsAfter(DEADLINES, "    date: 2027-01-15\n", "    date: 2027-01-18\n");
    expect(problem).toMatchObject({ entry: FOURTH_PAYMENT, field: "date", warning: true });
    expect(problem.message).toContain("falls on Martin Luther King Jr. Day, a legal holiday (Monday, January 18, 2027)");
    expect(problem.message).toContain("next business day, Tuesday, January 19, 2027");
  });

  it("reports an audience that is not one of the three", () => {
    expectOneProblem(
      problemsAfter(DEADLINES, "    audience: Employers\n", "    audience: Payroll\n"),
      { file: deadlines, entry: 'deadline "Payroll return for the first quarter of 2026"', field: "audience" },
      'must be one of "Individuals", "Businesses" or "Employers", but it is "Payroll".',
    );
  });

  it("reports two deadlines with the same title, which calendars would take for one", () => {
    const problems = problemsAfter(DEADLINES, "  title: Second estimated tax payment for 2026\n", "  title: First estimated tax payment for 2026\n");
    expectOneProblem(
      problems,
      { file: deadlines, entry: 'deadline "First estimated tax payment for 2026"', field: "title" },
      "repeats the title of deadline 1",
    );
  });
});

describe("checkContent: several problems", () => {
  it("reports every problem, ordered by file and then by position in the file", () => {
    const folder = contentCopy();
    edit(folder, SERVICES, "    accent: plum", "    accent: purple");
    edit(folder, PRICING, '        price: "$349"', "        price: lots");
    edit(folder, PRICING, "        popular: true\n", "        popular: maybe\n");
    edit(folder, FAQ, "    category: Tax Issues", "    category: Tax Problems");
    const where = check(folder).map(({ file, entry, field }) => [file, entry, field]);
    expect(where).toEqual([
      [`content/${FAQ}`, 'question "I received a notice from the IRS. What should I do?"', "category"],
      [`content/${PRICING}`, DELUXE_PLAN, "popular"],
      [`content/${PRICING}`, 'plan "Premium Filing" (section "Individual")', "price"],
      [`content/${SERVICES}`, 'service "Payroll Services"', "accent"],
    ]);
  });
});

describe("checkContent: the Spanish beside the English", () => {
  it("reports a Spanish text left empty, with the file, the entry, the field and the language", () => {
    const problems = problemsAfter(SERVICES, "    summary: Libros contables organizados", "    summary_: Libros contables organizados");
    // The unknown field is reported on the Spanish content, and the text it should have been is missing.
    expect(problems.map(({ entry, field, language }) => ({ entry, field, language }))).toEqual([
      { entry: 'service "Bookkeeping"', field: "summary", language: "Spanish" },
      { entry: 'service "Bookkeeping"', field: "summary_", language: "Spanish" },
    ]);
    expect(problems[0].message).toBe("has no Spanish text. Write it beside the English in the content manager.");
    expect(formatProblem(problems[0])).toBe(
      'content/services/services.yaml, service "Bookkeeping", field "summary", in Spanish: has no Spanish text. Write it beside the English in the content manager.',
    );
  });

  it("reports a Spanish list of texts shorter than the English", () => {
    const problems = problemsAfter(SERVICES, "        - Revisión de deducciones y créditos\n", "");
    expectOneProblem(
      problems,
      { file: `content/${SERVICES}`, entry: 'service "Individual Tax Filings"', field: "features" },
      "has 3 Spanish items but 4 in English",
    );
    expect(problems[0].language).toBe("Spanish");
  });

  it("checks the Spanish texts by the English's rules: a Spanish plan name used twice", () => {
    const problems = problemsAfter(PRICING, "title: Declaración Deluxe", "title: Declaración Básica");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: "title", language: "Spanish" });
    expect(problems[0].message).toContain("repeats the title of");
  });

  it("holds the Spanish opening of the about page, which is its description in search results, to 160 characters", () => {
    const opening = "text: Tallyfield es una firma de impuestos";
    const problems = problemsAfter("about/about.yaml", opening, `${opening} y de servicios de contabilidad, nómina y constitución de empresas`);
    expectOneProblem(problems, { file: "content/about/about.yaml", field: "intro.text" }, "must be 50 to 160 characters long");
    expect(problems[0].language).toBe("Spanish");
  });

  it("takes prices, links and choices from the English only: a Spanish copy of them changes nothing", () => {
    expect(problemsAfter(SERVICES, "      title: Teneduría de libros\n", "      title: Teneduría de libros\n      icon: not-an-icon\n")).toEqual([]);
  });

  it("asks for the English under en: and the Spanish under es:", () => {
    const folder = contentCopy();
    writeFileSync(join(folder, RESOURCES), "resources:\n  - title: IRS Free File\n");
    expectOneProblem(check(folder), { file: `content/${RESOURCES}` }, 'under en: (English) and es: (Spanish) only, but it also has "resources"');
  });
});

/** The content after `from` is replaced by `to` in the Spanish (under es:) of `file`, which must hold it. */
function problemsAfterInSpanish(file: string, from: string, to: string): ContentProblem[] {
  const folder = contentCopy();
  const path = join(folder, file);
  const text = readFileSync(path, "utf8");
  const spanishStart = text.indexOf("\nes:\n");
  expect(text.indexOf(from, spanishStart), `the Spanish of ${file} should contain ${JSON.stringify(from)}`).toBeGreaterThan(spanishStart);
  writeFileSync(path, text.slice(0, spanishStart) + text.slice(spanishStart).replace(from, to));
  return check(folder);
}

const where = (problems: ContentProblem[]) => problems.map(({ file, entry, field, language }) => ({ file, entry, field, language }));

describe("checkContent: entries paired with their translations by key", () => {
  it("refuses a Spanish entry whose key no English entry has, and names the English entry left without its Spanish", () => {
    const problems = problemsAfterInSpanish(PRICING, "id: premium-filing", "id: premium-filin");
    expect(where(problems)).toEqual([
      { file: `content/${PRICING}`, entry: 'Spanish plan "Declaración Premium" (section "Individual")', field: "id", language: "Spanish" },
      { file: `content/${PRICING}`, entry: 'plan "Premium Filing" (section "Individual")', field: "id", language: "Spanish" },
    ]);
    expect(problems[0].message).toContain('is "premium-filin", but no English plan has this key');
    expect(problems[1].message).toContain('has no Spanish plan with its key, "premium-filing"');
  });

  it("refuses two English entries with one key, across the file where names must differ across it", () => {
    const problems = problemsAfter(PRICING, "id: itin-application", "id: basic-filing").filter((problem) => !problem.language);
    expectOneProblem(
      problems,
      { file: `content/${PRICING}`, entry: 'plan "ITIN Application" (section "Specialized")', field: "id" },
      `repeats the key of ${BASIC_PLAN}`,
    );
  });

  it("refuses two Spanish entries with one key", () => {
    const problems = problemsAfterInSpanish(FAQ, "id: refund-timing", "id: filing-deadline");
    expect(where(problems)).toEqual([
      { file: `content/${FAQ}`, entry: 'Spanish question "¿Cuánto tardaré en recibir mi reembolso?"', field: "id", language: "Spanish" },
      { file: `content/${FAQ}`, entry: 'question "How long will it take to get my refund?"', field: "id", language: "Spanish" },
    ]);
    expect(problems[0].message).toContain("the key of an earlier Spanish question");
    expect(problems[1].message).toContain('has no Spanish question with its key, "refund-timing"');
  });

  it("refuses an English entry without its Spanish", () => {
    const problems = problemsAfterInSpanish(SERVICES, "    - id: payroll-services\n", "    - id: payroll-services-es\n");
    expect(where(problems)).toContainEqual({ file: `content/${SERVICES}`, entry: 'service "Payroll Services"', field: "id", language: "Spanish" });
    const [problem] = problems.filter((found) => found.entry === 'service "Payroll Services"');
    expect(formatProblem(problem)).toBe(
      'content/services/services.yaml, service "Payroll Services", field "id", in Spanish: has no Spanish service with its key, "payroll-services": add one in Spanish with the same key, or correct the key of the Spanish service that translates it.',
    );
  });

  it("refuses an entry without a key, and a key of another form", () => {
    const missing = problemsAfter(RESOURCES, "  - id: irs-free-file\n      title: IRS Free File", "  - title: IRS Free File").filter(
      (problem) => !problem.language,
    );
    expectOneProblem(missing, { file: `content/${RESOURCES}`, entry: 'resource "IRS Free File"', field: "id" }, "is required, but it is missing.");
    const spaced = problemsAfter(RESOURCES, "id: irs-free-file", "id: IRS Free File").filter((problem) => !problem.language);
    expectOneProblem(
      spaced,
      { file: `content/${RESOURCES}`, entry: 'resource "IRS Free File"', field: "id" },
      "must be a key of lowercase letters and digits",
    );
  });

  it("takes no notice of the order: either language's list reordered by hand is still right", () => {
    const folder = contentCopy();
    const path = join(folder, TESTIMONIALS);
    const text = readFileSync(path, "utf8");
    const [english, spanish] = text.split("\nes:\n");
    const entries = (yaml: string) => yaml.split(/(?=\n {4}- id: )/);
    const [head, ...items] = entries(spanish);
    writeFileSync(path, `${english}\nes:\n${[head, ...items.reverse()].join("")}`);
    expect(check(folder)).toEqual([]);
  });
});

describe("formatProblems", () => {
  const popular: ContentProblem = {
    file: "content/pricing/pricing.yaml",
    entry: DELUXE_PLAN,
    field: "popular",
    message: 'must be true or false, but it is "maybe".',
  };

  it("names the file, the entry and the field", () => {
    expect(formatProblem(popular)).toBe(
      'content/pricing/pricing.yaml, plan "Deluxe Filing" (section "Individual"), field "popular": must be true or false, but it is "maybe".',
    );
    expect(formatProblem({ file: "content/faq/faq.yaml", message: "This file is missing." })).toBe("content/faq/faq.yaml: This file is missing.");
  });

  it("numbers the problems under a heading", () => {
    const missing = { file: "content/faq/faq.yaml", message: "This file is missing." };
    expect(formatProblems([popular, missing])).toBe(
      [
        "The content has 2 problems that must be fixed before the site can be published:",
        `1. ${formatProblem(popular)}`,
        "2. content/faq/faq.yaml: This file is missing.",
      ].join("\n"),
    );
    expect(formatProblems([missing])).toMatch(/^The content has 1 problem that/);
  });
});

describe("formatWarnings", () => {
  it("numbers the things to check under a heading that says the site can still be published", () => {
    const weekend: ContentProblem = { file: "content/deadlines/deadlines.yaml", field: "date", message: "falls on a Sunday.", warning: true };
    expect(formatWarnings([weekend])).toBe(
      [
        "The content has 1 thing to check (the site can still be published):",
        '1. content/deadlines/deadlines.yaml, field "date": falls on a Sunday.',
      ].join("\n"),
    );
  });
});

describe("siteRoutes", () => {
  it("lists every page of the routes given and every Markdown page of the content, as content writes them", () => {
    const content = new Map([["blog/en/common-deductions.md", ""]]);
    const routes: Route[] = [
      { path: "/", file: "src/pages/index.tsx" },
      { path: "/guides/", file: "src/pages/guides.tsx" },
      { path: "/blog/", file: "src/pages/blog.tsx" },
    ];
    expect(siteRoutes(content, routes)).toEqual(["/", "/blog", "/blog/common-deductions", "/guides"]);
  });
});

describe("routeOfPageFile", () => {
  it("gives a file of src/pages the address Gatsby gives its page", () => {
    const files = ["404.tsx", "about.tsx", "guides/index.tsx", "guides/taxes/filing.jsx", "index.tsx"];
    expect(files.map(routeOfPageFile)).toEqual(["/404/", "/about/", "/guides/", "/guides/taxes/filing/", "/"]);
  });
});

describe("blogRoutes", () => {
  it("is empty while there is no content/blog", () => {
    expect(blogRoutes(new Map())).toEqual([]);
  });

  it("lists /blog and one route per English Markdown article", () => {
    const content = new Map(
      ["blog/en/common-deductions.md", "blog/en/business-structures.md", "blog/en/notes.txt", "blog/es/common-deductions.md"].map((path) => [
        path,
        "",
      ]),
    );
    expect(blogRoutes(content)).toEqual(["/blog", "/blog/business-structures", "/blog/common-deductions"]);
  });
});

describe("checkContent: the comparison of plans", () => {
  const answerOf = (key: string, answer: string) => `            - id: ${key}\n              answer: ${answer}\n`;

  it("refuses a plan that does not answer a compared row, naming file, section, plan and row", () => {
    const problems = problemsAfter(PRICING, answerOf("itemized-deductions", "not included"), "");
    expectOneProblem(
      problems,
      { file: `content/${PRICING}`, entry: BASIC_PLAN, field: "comparison" },
      "does not say whether this plan includes the compared row “Itemized deductions (Schedule A)” (key itemized-deductions)",
    );
    expect(formatProblem(problems[0])).toMatch(
      /^content\/pricing\/pricing\.yaml, plan "Basic Filing" \(section "Individual"\), field "comparison": does not say whether/,
    );
  });

  it("refuses an answer to a row the section does not compare", () => {
    const problems = problemsAfter(PRICING, answerOf("itemized-deductions", "not included"), answerOf("itemised-deductions", "not included"));
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/does not say whether this plan includes the compared row “Itemized deductions \(Schedule A\)”/),
      expect.stringMatching(/is “itemised-deductions”, a row this section does not compare \(the section compares federal-return, state-returns/),
    ]);
    expect(problems[1]).toMatchObject({ entry: 'answer 5 (plan "Basic Filing", section "Individual")', field: "id" });
  });

  it("refuses a limit without its words, and words without a limit", () => {
    const withoutWords = problemsAfter(PRICING, "              limit: One state\n", "");
    expect(withoutWords).toHaveLength(1);
    expect(withoutWords[0]).toMatchObject({ file: `content/${PRICING}`, field: "limit" });
    expect(withoutWords[0].entry).toContain('plan "Basic Filing"');
    expect(withoutWords[0].message).toMatch(/is required when the answer is limit/);
    const wordsWithout = problemsAfter(
      PRICING,
      answerOf("itemized-deductions", "not included"),
      `${answerOf("itemized-deductions", "not included")}              limit: Two\n`,
    );
    // In English only: the words are a text to translate, so the Spanish is asked for them too.
    expect(wordsWithout.filter((problem) => !problem.language).map((problem) => problem.message)).toEqual([
      expect.stringMatching(/is shown only when the answer is limit/),
    ]);
  });
});

describe("checkContent: the plan finder", () => {
  const lastRule = "      - id: simple-return\n        leadsTo: basic-filing\n        reason: Wages or no other income to report, in one state\n";

  it("refuses answers that lead nowhere, with examples an editor reads", () => {
    const problems = problemsAfter(PRICING, lastRule, "").filter((problem) => !problem.language);
    expectOneProblem(problems, { file: `content/${PRICING}`, field: "finder.rules" }, "lead nowhere for ");
    expect(problems[0].message).toMatch(/Who is the return for\? Me or my family/);
    expect(problems[0].message).toMatch(/end with a rule that has no conditions/);
  });

  it("refuses a rule naming an unknown plan or answer, and a rule never used", () => {
    const unknownPlan = problemsAfter(PRICING, "leadsTo: basic-filing", "leadsTo: basic-filling");
    expect(unknownPlan.filter((problem) => problem.field?.endsWith("leadsTo")).map((problem) => problem.message)).toEqual([
      expect.stringMatching(/is “basic-filling”, which is not the key of a plan/),
    ]);
    const unknownAnswer = problemsAfter(PRICING, "whenAny: [investments, rental, k1]", "whenAny: [investments, rentals, k1]");
    expect(unknownAnswer.map((problem) => problem.message)).toEqual([expect.stringMatching(/is “rentals”, which is not the key of an answer/)]);
    const catchAll = "      - id: always\n        leadsTo: basic-filing\n        reason: Anything\n";
    const neverUsed = problemsAfter(PRICING, "      - id: notice-or-unfiled\n", `${catchAll}      - id: notice-or-unfiled\n`).filter(
      (problem) => !problem.language,
    );
    expect(neverUsed.map((problem) => problem.message)).toContainEqual(expect.stringMatching(/is never used/));
  });
});
