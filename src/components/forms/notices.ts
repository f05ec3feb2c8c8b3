import { useCallback, useEffect } from "react";
import { useWords } from "../../i18n/PageLanguage";
import type { Notice } from "../../words/notice";
import { toaster as toasterWords } from "@words/forms/toaster";

/** Loads the notices (react-toastify) on first use. */
const load = () => import(/* webpackChunkName: "notices" */ "./Toaster");

/** react-toastify's own words: the English is the library's, kept as it is. */

/** What a visitor does first on a page with a form, before sending it: a touch, a click, a key or a focus. */
const FIRST_INPUT = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The notices of a form, in the page's language: loaded at the visitor's first input on the page, so they are
 * ready when the form is sent and cost nothing while the page starts. Gives the function that shows one.
 */
export function useNotices() {
  const words = useWords(toasterWords);
  useEffect(() => {
    const prepare = () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, prepare, true);
      void load().then((toaster) => toaster.prepareNotices(words));
    };
    for (const type of FIRST_INPUT) document.addEventListener(type, prepare, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, prepare, true);
    };
  }, [words]);
  return useCallback(
    async (notice: Notice) => {
      const toaster = await load();
      toaster.showNotice(notice, words);
    },
    [words],
  );
}
