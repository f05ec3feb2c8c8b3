import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatProblem } from "./check";
import { CODE_PAGE_HEADS } from "../../node/content/codePageHeads";
import { FIXTURE_CONTENT, check, contentCopy, edit, expectOneProblem, problemsAfter, removeTemporaryFolders } from "../../node/content/testContent";

afterEach(removeTemporaryFolders);

/** The article the tests break, one way at a time. */
const ARTICLE = "blog/en/common-deductions.md";
const FILE = `content/${ARTICLE}`;
const articleProblemsAfter = (from: string, to: string) => problemsAfter(ARTICLE, from, to);

/** The lines of the real article, as they start. */
const TITLE = 'title: "Common Deductions"\n';
const DESCRIPTION = 'description: "How the standard deduction and itemizing compare';
const DATE = 'date: "2026-11-24"\n';
const AUTHOR = 'author: "Tallyfield Tax Team"\n';
const AUDIENCE = 'audience: "individuals"\n';
/** The last line of the article's sources, the last field of its front matter. */
const SOURCES_END = '    url: "https://www.congress.gov/119/plaws/publ21/PLAW-119publ21.htm"\n';
const FRONT_MATTER_END = `${SOURCES_END}---\n`;
/** Line 20 of the article. */
const HEADING = "## Standard deduction or itemizing\n";
/** Line 98, the last line of the article, with its link. */
const LINK = "[forms and instructions](https://www.irs.gov/forms-instructions)";

function articleText(): string {
  return readFileSync(join(FIXTURE_CONTENT, ARTICLE), "utf8");
}

describe("articles: front matter", () => {
  it("reports an article without front matter", () => {
    const folder = contentCopy();
    const body = articleText().slice(articleText().indexOf(FRONT_MATTER_END) + FRONT_MATTER_END.length);
    writeFileSync(join(folder, ARTICLE), body);
    expectOneProblem(check(folder), { file: FILE }, 'must start with its front matter: a line "---"');
  });

  it("reports front matter that is never closed", () => {
    const problems = articleProblemsAfter(FRONT_MATTER_END, `${SOURCES_END}\n`);
    expectOneProblem(problems, { file: FILE }, 'is never closed: add a line "---" after its last field');
  });

  it("reports front matter that is not YAML, with the line of the file", () => {
    const problems = articleProblemsAfter(AUTHOR, `${AUTHOR}title: "Deductions again"\n`);
    const phrase = "The front matter could not be read as YAML: duplicated mapping key";
    expectOneProblem(problems, { file: FILE, line: 6 }, phrase);
  });

  it("counts the opening --- as line 1 in a YAML error", () => {
    const [problem] = articleProblemsAfter(TITLE, "title: Common: Deductions\n");
    expect(problem).toMatchObject({ file: FILE, line: 2 });
  });

  it("reports empty front matter", () => {
    const folder = contentCopy();
    writeFileSync(join(folder, ARTICLE), `---\n---\n${articleText().split("---\n")[2]}`);
    expectOneProblem(
      check(folder),
      { file: FILE },
      "The front matter must hold named fields (title, description, date, author, audience, sources), but it is empty.",
    );
  });

  it("reports a missing title", () => {
    const problems = articleProblemsAfter(TITLE, "");
    expectOneProblem(problems, { file: FILE, field: "title" }, "is required, but it is missing.");
  });

  it("reports a title that is not text", () => {
    expectOneProblem(articleProblemsAfter(TITLE, "title: 1040\n"), { file: FILE, field: "title" }, "must be text");
  });

  it.each([
    ["short", 'description: "Deductions explained."\n', "must be 50 to 160 characters long, but it is 21 characters"],
    ["long", `description: "${"A deduction. ".repeat(13).trim()}"\n`, "but it is 168 characters long."],
  ])("reports a description too %s, saying how long it is", (_, description, phrase) => {
    const folder = contentCopy();
    const text = articleText();
    const line = text.split("\n").find((candidate) => candidate.startsWith(DESCRIPTION))!;
    writeFileSync(join(folder, ARTICLE), text.replace(`${line}\n`, description));
    expectOneProblem(check(folder), { file: FILE, field: "description" }, phrase);
  });

  it("reports a missing description", () => {
    const folder = contentCopy();
    const lines = articleText().split("\n");
    writeFileSync(join(folder, ARTICLE), lines.filter((line) => !line.startsWith(DESCRIPTION)).join("\n"));
    expectOneProblem(check(folder), { file: FILE, field: "description" }, "is required, but it is missing.");
  });

  it.each(["2026-09-22", "2024-02-29", '"2024-02-29"'])("accepts the date %s", (date) => {
    expect(articleProblemsAfter(DATE, `date: ${date}\n`)).toEqual([]);
  });

  it.each([
    ["2026-02-30", 'but "2026-02-30" does not: February 2026 has 28 days.'],
    ['"2026-02-30"', 'but "2026-02-30" does not: February 2026 has 28 days.'],
    ["2025-02-29", 'but "2025-02-29" does not: February 2025 has 28 days.'],
    ['"2026-04-31"', 'but "2026-04-31" does not: April 2026 has 30 days.'],
    ['"2026-13-01"', 'but "2026-13-01" has no month 13: months go from 01 to 12.'],
    ['"2026-00-10"', 'but "2026-00-10" has no month 00'],
  ])("reports the impossible date %s", (date, phrase) => {
    const problems = articleProblemsAfter(DATE, `date: ${date}\n`);
    expectOneProblem(problems, { file: FILE, field: "date" }, `must be a date that exists, ${phrase}`);
  });

  it.each([
    ['"09/22/2026"', '"09/22/2026"'],
    ['"2026-9-22"', '"2026-9-22"'],
    ["2026-09-22T10:00:00Z", '"2026-09-22T10:00:00Z"'],
    ['"2026-09-22 10:00"', '"2026-09-22 10:00"'],
    ["September 22, 2026", '"September 22, 2026"'],
    ["2026", "the number 2026"],
  ])("reports the date %s, written in another form", (date, found) => {
    const problems = articleProblemsAfter(DATE, `date: ${date}\n`);
    expectOneProblem(problems, { file: FILE, field: "date" }, `must be a date written as YYYY-MM-DD, such as "2026-10-05", but it is ${found}.`);
  });

  it("reports a missing date", () => {
    expectOneProblem(articleProblemsAfter(DATE, ""), { file: FILE, field: "date" }, "is required, but it is missing.");
  });

  it("reports an empty author", () => {
    const problems = articleProblemsAfter(AUTHOR, 'author: ""\n');
    expectOneProblem(problems, { file: FILE, field: "author" }, "is required, but it is empty.");
  });

  it("reports an audience that is not one of the two", () => {
    const problems = articleProblemsAfter(AUDIENCE, "audience: everyone\n");
    expectOneProblem(problems, { file: FILE, field: "audience" }, 'must be one of "individuals" or "business owners", but it is "everyone".');
  });

  it("points out an audience that differs only in capital letters", () => {
    const [problem] = articleProblemsAfter(AUDIENCE, "audience: Business Owners\n");
    expect(problem.message).toContain('did you mean "business owners"?');
  });

  it("reports a missing audience", () => {
    const problems = articleProblemsAfter(AUDIENCE, "");
    expectOneProblem(problems, { file: FILE, field: "audience" }, "is required, but it is missing.");
  });

  it("reports an article without its official sources", () => {
    const text = articleText();
    const sources = text.slice(text.indexOf("sources:\n"), text.indexOf(FRONT_MATTER_END) + SOURCES_END.length);
    expectOneProblem(articleProblemsAfter(sources, ""), { file: FILE, field: "sources" }, "is required, but it is missing.");
  });

  it("reports a source that is not an https address, naming it", () => {
    const problems = articleProblemsAfter(SOURCES_END, '    url: "congress.gov/119/plaws/publ21"\n');
    expectOneProblem(problems, { file: FILE, entry: 'source "Public Law 119-21"', field: "url" }, "");
  });

  it("reports an unknown field, suggesting the field it is probably a typo of", () => {
    const problems = articleProblemsAfter(AUTHOR, 'autor: "Tallyfield Tax Team"\n');
    expect(problems).toEqual([
      {
        file: FILE,
        field: "autor",
        message:
          'is not a field of an article, so the site would ignore it. Did you mean "author"? ' +
          "The fields of an article are: title, description, date, author, audience, sources.",
      },
      { file: FILE, field: "author", message: "is required, but it is missing." },
    ]);
  });

  it("reports an unknown field without a suggestion when none is close", () => {
    const problems = articleProblemsAfter(AUDIENCE, `${AUDIENCE}tags: [deductions]\n`);
    const phrase = "is not a field of an article, so the site would ignore it. The fields";
    expectOneProblem(problems, { file: FILE, field: "tags" }, phrase);
  });
});

describe("articles: titles and descriptions, which no two pages share", () => {
  it("reports two articles with the same title, whatever the case", () => {
    const problems = articleProblemsAfter(TITLE, 'title: "choosing a filing status"\n');
    expectOneProblem(
      problems,
      { file: FILE, field: "title" },
      "repeats the title of content/blog/en/choosing-filing-status.md; each article needs a different title",
    );
  });

  it("reports an article copied to start another, its description left as it was, naming both files", () => {
    const folder = contentCopy();
    const copy = articleText().replace(TITLE, 'title: "Deductions for Families"\n');
    writeFileSync(join(folder, "blog/en/deductions-for-families.md"), copy);
    expectOneProblem(
      check(folder),
      { file: "content/blog/en/deductions-for-families.md", field: "description" },
      `repeats the description of ${FILE}; each article needs a different description`,
    );
  });

  it("reports an article titled as a notice is, as both are pages of the site, on the later of the two", () => {
    const problems = articleProblemsAfter(TITLE, 'title: "Terms of Use"\n');
    expectOneProblem(
      problems,
      { file: "content/legal/en/terms.md", field: "title" },
      `repeats the title of ${FILE}; each notice needs a different title`,
    );
  });

  it.each(CODE_PAGE_HEADS.en.filter((head) => head.title))("reports an article titled as the page $path, whose title the code writes", (head) => {
    expectOneProblem(
      articleProblemsAfter(TITLE, `title: "${head.title!.toUpperCase()}"\n`),
      { file: FILE, field: "title" },
      `repeats the title of the page ${head.path}; each article needs a different title`,
    );
  });

  it("reports a translation that keeps the English description, in its language", () => {
    const folder = contentCopy();
    const descriptionIn = (file: string) => /^description: .*$/m.exec(readFileSync(join(folder, file), "utf8"))![0];
    const spanish = "blog/es/choosing-filing-status.md";
    edit(folder, spanish, descriptionIn(spanish), descriptionIn("blog/en/choosing-filing-status.md"));
    const problems = check(folder);
    expectOneProblem(
      problems,
      { file: "content/blog/es/choosing-filing-status.md", field: "description" },
      "repeats the description of content/blog/en/choosing-filing-status.md",
    );
    expect(problems[0].language).toBe("Spanish");
  });
});

describe("articles: body", () => {
  it("reports an article without text", () => {
    const folder = contentCopy();
    const text = articleText();
    const frontMatter = text.slice(0, text.indexOf(FRONT_MATTER_END) + FRONT_MATTER_END.length);
    writeFileSync(join(folder, ARTICLE), `${frontMatter}\n  \n`);
    expectOneProblem(check(folder), { file: FILE }, "The article has no text");
  });

  it("reports a level-1 heading with its line, as the page adds the title as the only one", () => {
    const problems = articleProblemsAfter(HEADING, "# Standard deduction or itemizing\n");
    expectOneProblem(
      problems,
      { file: FILE, line: 20 },
      'The heading "Standard deduction or itemizing" is a level-1 heading (a single "#"). The page already shows ' +
        "the title of the article as its only level-1 heading",
    );
  });

  it("reports a level-1 heading underlined with = or written as <h1>, on the line that makes it one", () => {
    const underlined = articleProblemsAfter(HEADING, "Standard deduction or itemizing\n===\n");
    expectOneProblem(
      underlined,
      { file: FILE, line: 21 },
      'The heading "Standard deduction or itemizing" is a level-1 heading (underlined with "=")',
    );
    const html = articleProblemsAfter(HEADING, "<h1>Standard deduction or itemizing</h1>\n");
    expectOneProblem(html, { file: FILE, line: 20 }, 'The heading "Standard deduction or itemizing" is a level-1 heading (written as <h1>)');
  });

  it("does not take a line of = after a blank line for an underline", () => {
    expect(articleProblemsAfter(HEADING, `${HEADING}\n===\n`)).toEqual([]);
  });

  it("does not take a # in fenced code, or ## and #hashtags, for a level-1 heading", () => {
    const code = "```\n# A comment in code\n```\n\n~~~~\n```\n# Still code\n~~~~\n\n#deductions\n";
    expect(articleProblemsAfter(HEADING, `${code}${HEADING}`)).toEqual([]);
  });

  it("counts the lines of the whole file, front matter included", () => {
    const problems = articleProblemsAfter(HEADING, `${HEADING}\nText.\n\n# Second heading\n`);
    expect(problems.map(({ line }) => line)).toEqual([24]);
  });
});

describe("articles: links", () => {
  /** Line 98 with another link. */
  const withLink = (url: string) => articleProblemsAfter(LINK, `[forms and instructions](${url})`);

  it("reports a link without text, which a visitor could not see nor a screen reader name (axe: link-name)", () => {
    const problems = articleProblemsAfter(LINK, "[](https://www.irs.gov/forms-instructions)");
    expectOneProblem(problems, { file: FILE, line: 98 }, 'The link to "https://www.irs.gov/forms-instructions" has no text');
  });

  it("reports a link to a path that is not a page of the site, with its line", () => {
    expectOneProblem(
      withLink("/blog/deductions"),
      { file: FILE, line: 98 },
      'The link "forms and instructions" leads to "/blog/deductions", which is not a page of this site. The pages',
    );
  });

  it.each([
    ["www.irs.gov/forms-instructions", "must be a web address starting with https://"],
    ["ftp://www.irs.gov/", "must be a web address starting with https://"],
    ["forms.html", "must be a web address starting with https://"],
    ["mailto:info@", 'must have an e-mail address after "mailto:"'],
    ["tel:call-us", 'must have a phone number after "tel:"'],
    ["/contact?service=tax-returns", 'asks the contact form for the service "tax-returns"'],
    ["/contact?service=Tax%20Planning", 'asks the contact form for the service by its title, "Tax Planning". Write its key instead, "tax-planning"'],
    ["</contact?service=tax returns>", 'asks the contact form for the service "tax returns"'],
    ["/blog/common deductions", "has spaces in its address, so the page would show it as written"],
    // A section's heading is "individual-plans", not "individual": the link checker of the tests found this one broken.
    ["/pricing#individual", 'leads to "#individual" on "/pricing", which is no part of that page'],
    ["/pricing#plan-basic", 'leads to "#plan-basic" on "/pricing", which is no part of that page'],
    ["/tax-deadlines#w-2", 'leads to "#w-2" on "/tax-deadlines", which is no part of that page'],
    // A malformed escape is named as written, not a crash of the check.
    ["/pricing#%E0", 'leads to "#%E0" on "/pricing", which is no part of that page'],
    ["/blog/business-structures#llc", 'leads to a part of "/blog/business-structures" ("#llc") that the check cannot find'],
  ])("reports the link %s", (url, phrase) => {
    expectOneProblem(withLink(url), { file: FILE, line: 98 }, `The link "forms and instructions" ${phrase}`);
  });

  it.each([
    "/blog/business-structures",
    "/blog",
    "/pricing#plan-basic-filing",
    "/pricing/#compare-individual",
    "/tax-deadlines#2026-first-estimated-tax-payment",
    "/contact?service=other-inquiry",
    "/contact?service=tax-planning",
    "</blog/business-structures>",
    "http://example.com",
    "mailto:info@example.com",
    "tel:+18005550142",
    '<https://www.irs.gov/forms-instructions> "IRS forms"',
  ])("accepts the link %s", (url) => {
    expect(withLink(url)).toEqual([]);
  });

  it("checks reference links' addresses, and not images or code", () => {
    const lines = [
      "See the [forms][irs] and ![a chart](/images/uploads/chart.svg).",
      "In code, `[a link](/nowhere)` is not a link.",
      "",
      "[irs]: /irs-forms",
      "",
    ].join("\n");
    const problems = articleProblemsAfter(HEADING, `${lines}${HEADING}`);
    expectOneProblem(problems, { file: FILE, line: 23 }, 'The link "irs" leads to "/irs-forms"');
  });

  it.each([
    ["![](/images/uploads/chart.svg)", 'The image "/images/uploads/chart.svg" has no description'],
    ["![a chart](https://example.com/chart.png)", 'The image "a chart" is on another site ("https://example.com/chart.png")'],
    ["![a chart](chart.png)", 'The image "a chart" must be a file of static/images, written as "/images/uploads/<file name>"'],
    ["![a chart](/images/uploads/chart.png)", 'The image "a chart" shows "/images/uploads/chart.png", which is no file of static/images'],
  ])("reports the image %s", (image, phrase) => {
    expectOneProblem(articleProblemsAfter(HEADING, `${image}\n\n${HEADING}`), { file: FILE, line: 20 }, phrase);
  });

  it("accepts an image of static/images that says what it shows", () => {
    expect(articleProblemsAfter(HEADING, `![A chart of the brackets](/images/uploads/chart.svg)\n\n${HEADING}`)).toEqual([]);
  });

  it.each([
    ["<div>Income</div>", "<div>"],
    ['<span style="color: red">Due</span>', "<span style="],
    ["Line one<br>", "<br>"],
  ])("reports the HTML of %s, which the page would not show as Markdown", (line, tag) => {
    const problems = articleProblemsAfter(HEADING, `${line}\n\n${HEADING}`);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.line === 20 && problem.message.includes("HTML tag"))).toBe(true);
    expect(problems[0].message).toContain(`The text holds the HTML tag "${tag}`);
  });

  it("takes an address or an e-mail between < and >, a comparison, or a tag in code, for no HTML", () => {
    const lines = "See <https://www.irs.gov/forms> or write <info@example.com>.\n\nIf income < 50 and x > 2, `<div>` is code.\n\n";
    expect(articleProblemsAfter(HEADING, `${lines}${HEADING}`)).toEqual([]);
  });

  it.each(["| :--- | ---: |", "|:-:|---|", ":--- | ---"])("reports a table whose line %s aligns its columns", (row) => {
    expectOneProblem(
      articleProblemsAfter(HEADING, `| Form | Due |\n${row}\n| W-2 | Jan 31 |\n\n${HEADING}`),
      { file: FILE, line: 21 },
      "aligns its columns",
    );
  });

  it("accepts a table whose columns are not aligned", () => {
    expect(articleProblemsAfter(HEADING, `| Form | Due |\n| --- | --- |\n| W-2 | Jan 31 |\n\n${HEADING}`)).toEqual([]);
  });

  it("does not check links in fenced code", () => {
    expect(articleProblemsAfter(HEADING, "```markdown\n[a link](/nowhere)\n```\n" + HEADING)).toEqual([]);
  });
});

describe("articles: file names", () => {
  it.each([
    ["Common-Deductions.md", "common-deductions.md"],
    ["common_deductions.md", "common-deductions.md"],
    ["common deductions.md", "common-deductions.md"],
    ["déductions-2026.md", "deductions-2026.md"],
  ])("reports the file name %s, suggesting %s", (fileName, suggestion) => {
    const folder = contentCopy();
    renameSync(join(folder, ARTICLE), join(folder, "blog", "en", fileName));
    // The footer links to the article by its address, which the new name changes.
    edit(folder, "navigation/navigation.yaml", "/blog/common-deductions", `/blog/${fileName.slice(0, -3)}`);
    expectOneProblem(
      check(folder),
      { file: `content/blog/en/${fileName}` },
      'The file name must be lowercase words separated by hyphens and end in ".md", such as "common-deductions.md", ' +
        `because it becomes the address of the article (/blog/common-deductions). Rename it, for example to "${suggestion}".`,
    );
  });

  it("accepts lowercase words and digits separated by hyphens", () => {
    const folder = contentCopy();
    renameSync(join(folder, ARTICLE), join(folder, "blog", "en", "common-deductions-2026.md"));
    edit(folder, "navigation/navigation.yaml", "/blog/common-deductions", "/blog/common-deductions-2026");
    expect(check(folder)).toEqual([]);
  });
});

describe("articles among the other problems", () => {
  it("come after the problems of the YAML files, article by article", () => {
    const folder = contentCopy();
    edit(folder, "blog/en/understanding-tax-credits.md", 'audience: "individuals"', "audience: everyone");
    edit(folder, ARTICLE, HEADING, "# Standard deduction or itemizing\n");
    edit(folder, ARTICLE, DATE, "date: 2026-02-30\n");
    edit(folder, "faq/faq.yaml", "    category: Tax Issues", "    category: Tax Problems");
    const where = check(folder).map(({ file, line, field }) => [file, line ?? field]);
    expect(where).toEqual([
      ["content/faq/faq.yaml", "category"],
      [FILE, "date"],
      [FILE, 20],
      ["content/blog/en/understanding-tax-credits.md", "audience"],
    ]);
  });

  it("are printed with their line", () => {
    const [problem] = articleProblemsAfter(HEADING, "# Standard deduction or itemizing\n");
    expect(formatProblem(problem)).toMatch(/^content\/blog\/en\/common-deductions\.md, line 20: The heading /);
    const [field] = articleProblemsAfter(AUDIENCE, "audience: everyone\n");
    expect(formatProblem(field)).toMatch(/^content\/blog\/en\/common-deductions\.md, field "audience": must be one of/);
  });
});

describe("articles and notices in Spanish", () => {
  const SPANISH = "blog/es/choosing-filing-status.md";

  it("lists an article without its Spanish in English only: nothing to report", () => {
    const folder = contentCopy();
    rmSync(join(folder, SPANISH));
    expect(check(folder)).toEqual([]);
  });

  it("reports a notice without its Spanish, which every notice needs", () => {
    const folder = contentCopy();
    rmSync(join(folder, "legal/es/terms.md"));
    const problems = check(folder);
    expectOneProblem(
      problems,
      { file: "content/legal/es/terms.md" },
      "is missing. Every notice is published in Spanish as well as in English (content/legal/en/terms.md)",
    );
    expect(problems[0].language).toBe("Spanish");
  });

  it("reports a Spanish title left empty, naming the file, the field and the language", () => {
    const problems = problemsAfter(SPANISH, 'title: "Cómo elegir su estado civil para efectos de la declaración"\n', 'title: ""\n');
    expectOneProblem(problems, { file: `content/${SPANISH}`, field: "title" }, "has no Spanish text");
    expect(formatProblem(problems[0])).toBe(
      'content/blog/es/choosing-filing-status.md, field "title", in Spanish: has no Spanish text. Write it beside the English in the content manager.',
    );
  });

  it("checks the Spanish summary's length as the English's", () => {
    const problems = problemsAfter(SPANISH, 'description: "Los cinco estados civiles', 'description: "Corto." #');
    expectOneProblem(problems, { file: `content/${SPANISH}`, field: "description" }, "must be 50 to 160 characters long");
  });

  it("reports a Spanish article with no English one of its name", () => {
    const folder = contentCopy();
    renameSync(join(folder, SPANISH), join(folder, "blog/es/como-elegir.md"));
    const problems = check(folder);
    expectOneProblem(
      problems,
      { file: "content/blog/es/como-elegir.md" },
      "has no English article of the same name (content/blog/en/como-elegir.md)",
    );
  });

  it("checks the links of the Spanish text", () => {
    const folder = contentCopy();
    const path = join(folder, SPANISH);
    writeFileSync(path, `${readFileSync(path, "utf8")}\nVea [precios](/precios).\n`);
    const [problem] = check(folder);
    expect(problem).toMatchObject({ file: `content/${SPANISH}`, language: "Spanish" });
    expect(problem.message).toContain('leads to "/precios", which is not a page of this site');
  });
});
