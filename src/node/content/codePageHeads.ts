/*
 * The titles and descriptions that the code writes for its pages (the others come from the content), by language:
 * the content check keeps every article's and notice's different from them (src/lib/content/pageHeads.ts), as
 * e2e/seo.spec.ts holds the built site to.
 */
import type { CodePageHead, CodePageHeads } from "../../lib/content/pageHeads";
import { LANGUAGES, type Language } from "../../lib/languages";
import { entryIn } from "../wordsInNode";

/** The heads of the pages, in `lang`: each entry is typed by the English one, as everywhere. */
function headsIn(lang: Language): CodePageHead[] {
  const { home } = entryIn<typeof import("@words/pages/home")>(lang, "pages/home");
  const { services } = entryIn<typeof import("@words/pages/services")>(lang, "pages/services");
  const { pricing } = entryIn<typeof import("@words/pages/pricing")>(lang, "pages/pricing");
  const { about } = entryIn<typeof import("@words/pages/about")>(lang, "pages/about");
  const { contact } = entryIn<typeof import("@words/pages/contact")>(lang, "pages/contact");
  const { faq } = entryIn<typeof import("@words/pages/faq")>(lang, "pages/faq");
  const { taxDeadlines } = entryIn<typeof import("@words/pages/taxDeadlines")>(lang, "pages/taxDeadlines");
  const { letters } = entryIn<typeof import("@words/pages/letters")>(lang, "pages/letters");
  const { blog } = entryIn<typeof import("@words/pages/blog")>(lang, "pages/blog");
  const { whatToBring } = entryIn<typeof import("@words/whatToBring/whatToBring")>(lang, "whatToBring/whatToBring");
  const { afterFiling } = entryIn<typeof import("@words/afterFiling/afterFiling")>(lang, "afterFiling/afterFiling");
  const { login } = entryIn<typeof import("@words/account/login")>(lang, "account/login");
  const { signup } = entryIn<typeof import("@words/account/signup")>(lang, "account/signup");
  const { forgotPassword } = entryIn<typeof import("@words/account/forgotPassword")>(lang, "account/forgotPassword");
  return [
    { path: "/", description: home.description },
    { path: "/services/", ...services },
    { path: "/pricing/", ...pricing },
    { path: "/about/", title: about.title },
    { path: "/contact/", ...contact.head },
    { path: "/faq/", ...faq },
    { path: "/tax-deadlines/", ...taxDeadlines },
    { path: "/letters/", ...letters },
    { path: "/blog/", title: blog.title, description: blog.description },
    { path: "/what-to-bring/", title: whatToBring.title, description: whatToBring.description },
    { path: "/after-you-file/", title: afterFiling.title, description: afterFiling.description },
    { path: "/login/", ...login.head },
    { path: "/signup/", ...signup.head },
    { path: "/forgot-password/", ...forgotPassword.head },
  ];
}

export const CODE_PAGE_HEADS: CodePageHeads = Object.fromEntries(LANGUAGES.map((lang) => [lang, headsIn(lang)])) as Record<Language, CodePageHead[]>;
