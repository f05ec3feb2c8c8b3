/*
 * The titles and descriptions that the code writes for its pages (the others come from the content), by language:
 * the content check keeps every article's and notice's different from them (src/lib/content/pageHeads.ts), as
 * e2e/seo.spec.ts holds the built site to.
 */
import type { CodePageHeads } from "../../lib/content/pageHeads";
import { about as enAbout } from "../../words/en/pages/about";
import { about as esAbout } from "../../words/es/pages/about";
import { blog as enBlog } from "../../words/en/pages/blog";
import { blog as esBlog } from "../../words/es/pages/blog";
import { contact as enContact } from "../../words/en/pages/contact";
import { contact as esContact } from "../../words/es/pages/contact";
import { faq as enFaq } from "../../words/en/pages/faq";
import { faq as esFaq } from "../../words/es/pages/faq";
import { home as enHome } from "../../words/en/pages/home";
import { home as esHome } from "../../words/es/pages/home";
import { letters as enLetters } from "../../words/en/pages/letters";
import { letters as esLetters } from "../../words/es/pages/letters";
import { pricing as enPricing } from "../../words/en/pages/pricing";
import { pricing as esPricing } from "../../words/es/pages/pricing";
import { services as enServices } from "../../words/en/pages/services";
import { services as esServices } from "../../words/es/pages/services";
import { taxDeadlines as enTaxDeadlines } from "../../words/en/pages/taxDeadlines";
import { taxDeadlines as esTaxDeadlines } from "../../words/es/pages/taxDeadlines";
import { whatToBring as enWhatToBring } from "../../words/en/whatToBring/whatToBring";
import { whatToBring as esWhatToBring } from "../../words/es/whatToBring/whatToBring";
import { afterFiling as enAfterFiling } from "../../words/en/afterFiling/afterFiling";
import { afterFiling as esAfterFiling } from "../../words/es/afterFiling/afterFiling";
import { login as enLogin } from "../../words/en/account/login";
import { login as esLogin } from "../../words/es/account/login";
import { signup as enSignup } from "../../words/en/account/signup";
import { signup as esSignup } from "../../words/es/account/signup";
import { forgotPassword as enForgotPassword } from "../../words/en/account/forgotPassword";
import { forgotPassword as esForgotPassword } from "../../words/es/account/forgotPassword";

export const CODE_PAGE_HEADS: CodePageHeads = {
  en: [
    { path: "/", description: enHome.description },
    { path: "/services/", ...enServices },
    { path: "/pricing/", ...enPricing },
    { path: "/about/", title: enAbout.title },
    { path: "/contact/", ...enContact.head },
    { path: "/faq/", ...enFaq },
    { path: "/tax-deadlines/", ...enTaxDeadlines },
    { path: "/letters/", ...enLetters },
    { path: "/blog/", title: enBlog.title, description: enBlog.description },
    { path: "/what-to-bring/", title: enWhatToBring.title, description: enWhatToBring.description },
    { path: "/after-you-file/", title: enAfterFiling.title, description: enAfterFiling.description },
    { path: "/login/", ...enLogin.head },
    { path: "/signup/", ...enSignup.head },
    { path: "/forgot-password/", ...enForgotPassword.head },
  ],
  es: [
    { path: "/", description: esHome.description },
    { path: "/services/", ...esServices },
    { path: "/pricing/", ...esPricing },
    { path: "/about/", title: esAbout.title },
    { path: "/contact/", ...esContact.head },
    { path: "/faq/", ...esFaq },
    { path: "/tax-deadlines/", ...esTaxDeadlines },
    { path: "/letters/", ...esLetters },
    { path: "/blog/", title: esBlog.title, description: esBlog.description },
    { path: "/what-to-bring/", title: esWhatToBring.title, description: esWhatToBring.description },
    { path: "/after-you-file/", title: esAfterFiling.title, description: esAfterFiling.description },
    { path: "/login/", ...esLogin.head },
    { path: "/signup/", ...esSignup.head },
    { path: "/forgot-password/", ...esForgotPassword.head },
  ],
};
