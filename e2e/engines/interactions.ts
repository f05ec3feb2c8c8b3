/*
 * What needs JavaScript, done as a visitor does it, in each engine: each interaction is written once, against the
 * small interface of engines.ts. Expected texts come from the content (e2e/content.ts) and the site's own words;
 * the Chromium suite (e2e/) checks the same behaviours in depth.
 */
import { join } from "node:path";
import ICAL from "ical.js";
import { accountFormsShown, booking, deadlines, faq, finder, firm, navigation, paidConsultation, pricing, services, taxYear } from "../content";
import { readTaxYear } from "../../src/node/loadFigures";
import { bookingTarget } from "../../src/lib/booking";
import { sitePath } from "../../src/lib/links";
import { pathIn } from "../../src/lib/localPaths";
import { notices } from "@words/forms/notices";
import { finderResult } from "../../src/lib/planFinder/result";
import type { Choices } from "../../src/lib/planFinder/rules";
import { estimate } from "../../src/lib/tax/estimate";
import { installmentsOf, paymentPlan } from "../../src/lib/tax/estimatedPayments";
import { formatDollars } from "../../src/lib/tax/money";
import { EMPTY_VALUES, readValues } from "../../src/lib/tax/visitorValues";
import { estimator as estimatorWords } from "@words/estimator/estimator";
import { estimatedPayments as paymentsWords } from "@words/estimatedPayments/estimatedPayments";
import { validation } from "../../src/words/en/forms/validation";
import { waitFor, waitForText, type EnginePage } from "./engines";
import { wordsIn } from "../../src/i18n/inEveryLanguage";

export interface Interaction {
  name: string;
  /** The site built with an inquiry endpoint (e2e-sites/endpoint) instead of the default one, which simulates sends. */
  site?: "endpoint";
  /** Only at these widths (the mobile menu exists below the desktop breakpoint); at every width otherwise. */
  widths?: readonly number[];
  run(page: EnginePage, site: string): Promise<void>;
}

const PHONE = 375;

/** Visits `path` of the site, failing on a load error or no hydration. */
async function open(page: EnginePage, site: string, path: string) {
  const problem = await page.visit(new URL(path, site).href);
  if (problem) throw new Error(problem);
}

/** Types each field's text (by label), sends with `button`, and waits for `expected` on the page; `before` runs first in the page. */
async function sendForm(
  page: EnginePage,
  site: string,
  path: string,
  fields: Record<string, string>,
  button: string,
  expected: string,
  before?: string,
) {
  await open(page, site, path);
  for (const [label, text] of Object.entries(fields)) await page.fill(label, text);
  if (before) await page.run(before);
  await page.click(button);
  await waitForText(page, expected);
}

/** The contact form with a service chosen, as the services' links open it. */
const CONTACT_PATH = `/contact/?service=${services[0].id}`;
const CONTACT = { "Full name": "Jordan Rivera", Email: "jordan@example.org", Message: "I need help with my 1040 this year." };
const ACCOUNT = { Email: "sam@example.org", Password: "a long enough password" };
const SIGNUP = { "Full name": "Sam Okafor", ...ACCOUNT, "Mobile number": "555 0100", "Confirm password": ACCOUNT.Password };
/** The network failing, as the page's code meets it: every request rejects. */
const FAIL_EVERY_REQUEST = "() => { window.fetch = () => Promise.reject(new TypeError('The network is down')); }";

const waitForPath = (page: EnginePage, path: string) =>
  waitFor(page, `the address ${path}`, "(path) => location.pathname + location.search === path", path);

function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (actual !== expected) throw new Error(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

/** One household as the estimate's form reads it: a single filer with wages only. */
const WAGES = 52_000;
const figures = readTaxYear(join(__dirname, "..", "..", process.env.E2E_CONTENT ?? "content"), taxYear.year);
const household = readValues({ ...EMPTY_VALUES, filer: { ...EMPTY_VALUES.filer, wages: String(WAGES) } }).household!;
const estimated = estimate(figures, household);
/** Next year's estimated payments for that household, dated by the deadline content. */
const plan = paymentPlan(figures.estimatedTax, estimated, household.filingStatus, 0, installmentsOf(deadlines.deadlines, figures.year + 1));

/** Keeps the text of the next file the page makes in the browser (a Blob handed to URL.createObjectURL) in `window.madeFile`. */
const KEEP_MADE_FILE = `() => {
  const make = URL.createObjectURL;
  URL.createObjectURL = (blob) => {
    blob.text().then((text) => { window.madeFile = text; });
    return make.call(URL, blob);
  };
}`;

/** The plan finder's answers for a household with wages and investments in one state, and no letter from the IRS. */
const FINDER_ANSWERS: Choices = { filer: ["individual"], income: ["wages", "investments"], states: ["one-state"], irs: [] };
const answerLabel = (id: string) => finder.questions.flatMap((question) => question.answers).find((answer) => answer.id === id)!.label;

export const INTERACTIONS: Interaction[] = [
  {
    name: "the mobile menu opens and leads to a page",
    widths: [PHONE],
    async run(page, site) {
      await open(page, site, "/");
      const link = navigation.header[navigation.header.length - 1];
      await page.click("Menu");
      await page.click(link.label);
      await waitForPath(page, sitePath(link.url));
    },
  },
  {
    name: "an FAQ answer opens",
    async run(page, site) {
      await open(page, site, "/faq/");
      const [first] = faq;
      await page.click(first.question);
      await waitFor(
        page,
        "the question to say it is open",
        "(name) => [...document.querySelectorAll('main button[aria-expanded=true]')].some((button) => button.textContent.trim() === name)",
        first.question,
      );
    },
  },
  {
    name: "the contact form sends, and says so",
    run: (page, site) => sendForm(page, site, CONTACT_PATH, CONTACT, "Send Message", wordsIn("en", notices).contactSuccess.title),
  },
  {
    name: "the contact form, its send failing, says so and keeps what was typed",
    site: "endpoint",
    async run(page, site) {
      await sendForm(page, site, CONTACT_PATH, CONTACT, "Send Message", wordsIn("en", notices).contactFailure.title, FAIL_EVERY_REQUEST);
      await waitFor(
        page,
        "the fields to keep what was typed",
        "(typed) => typed.every((text) => [...document.querySelectorAll('input, textarea')].some((field) => field.value === text))",
        Object.values(CONTACT),
      );
    },
  },
  // The account forms, where the firm names no client portal (its account pages lead there otherwise).
  ...(accountFormsShown
    ? ([
        {
          name: "the signup form stops mismatched passwords with a notice",
          run: (page, site) =>
            sendForm(
              page,
              site,
              "/signup/",
              { ...SIGNUP, "Confirm password": "another long password" },
              "Create Account",
              wordsIn("en", notices).signupMismatch.title,
            ),
        },
        {
          name: "the signup form creates the account and leads to the login",
          async run(page, site) {
            await sendForm(page, site, "/signup/", SIGNUP, "Create Account", wordsIn("en", notices).signupSuccess.title);
            await waitForPath(page, "/login/");
          },
        },
        {
          name: "the login form welcomes the visitor and leads home",
          async run(page, site) {
            await sendForm(page, site, "/login/", ACCOUNT, "Log In", wordsIn("en", notices).loginSuccess(firm.brand).description);
            await waitForPath(page, "/");
          },
        },
        {
          name: "the forgot-password form asks for the address, then confirms",
          async run(page, site) {
            await open(page, site, "/forgot-password/");
            await page.click("Send Reset Link");
            await waitForText(page, validation.emailRequired);
            await page.fill("Email", ACCOUNT.Email);
            await page.click("Send Reset Link");
            await waitForText(page, wordsIn("en", notices).forgotSuccess.title);
          },
        },
      ] satisfies Interaction[])
    : []),
  {
    name: "the tax estimate figures as the visitor types",
    async run(page, site) {
      await open(page, site, "/tax-estimator/");
      await page.fill(wordsIn("en", estimatorWords).personAmounts.wages.label, String(WAGES));
      await waitForText(page, formatDollars(estimated.lines.totalTax));
    },
  },
  {
    name: "the estimate's payments go into a calendar file made in the browser",
    async run(page, site) {
      await open(page, site, "/tax-estimator/");
      await page.fill(wordsIn("en", estimatorWords).personAmounts.wages.label, String(WAGES));
      await waitForText(page, formatDollars(plan.installments[0].amount));
      await page.run(KEEP_MADE_FILE);
      await page.click(wordsIn("en", paymentsWords).download(plan.installments.length));
      await waitFor(page, "the calendar file to be made", "() => typeof window.madeFile === 'string'");
      const file = new ICAL.Component(ICAL.parse(await page.run<string>("() => window.madeFile")) as unknown[]);
      const summaries = file.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("summary")));
      expectEqual(summaries.length, plan.installments.length, "the file's events");
      for (const [index, { amount }] of plan.installments.entries()) {
        if (!summaries[index]?.startsWith(formatDollars(amount)))
          throw new Error(`event ${index + 1}: “${summaries[index]}”, expected ${formatDollars(amount)}`);
      }
    },
  },
  {
    name: "the plan finder leads to the plan of its rules",
    async run(page, site) {
      await open(page, site, "/pricing/");
      const expected = finderResult(finder, pricing, FINDER_ANSWERS)!;
      await page.click("Find my plan");
      for (const [index, answers] of Object.values(FINDER_ANSWERS).entries()) {
        for (const id of answers) await page.click(answerLabel(id));
        await page.click(index === Object.keys(FINDER_ANSWERS).length - 1 ? "See my plan" : "Next");
      }
      await waitForText(page, `Send an inquiry about ${expected.plan.title}`);
    },
  },
  {
    name: "the language switch leads to the page's translation",
    async run(page, site) {
      await open(page, site, "/services/");
      await page.click("Español");
      await waitForPath(page, pathIn("es", "/services/"));
    },
  },
  {
    name: "the deadline calendar's file is a calendar",
    async run(page, site) {
      await open(page, site, "/tax-deadlines/");
      const href = await page.attribute("All deadlines (calendar file)", "href");
      const start = await page.run<string>("async (href) => (await (await fetch(href)).text()).slice(0, 15)", href);
      expectEqual(start, "BEGIN:VCALENDAR", `the file at ${href}`);
    },
  },
  {
    name: "the booking link leads to the scheduling page, or to the consultation's inquiry",
    async run(page, site) {
      await open(page, site, "/book/");
      if (firm.schedulerUrl) {
        expectEqual(await page.attribute(`${booking.schedule.button} (opens in a new tab)`, "href"), firm.schedulerUrl, "the booking link");
        return;
      }
      await page.click(booking.schedule.button);
      await waitForPath(page, pathIn("en", bookingTarget(undefined, paidConsultation.id)));
    },
  },
];
