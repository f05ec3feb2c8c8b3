import { useCallback, useEffect } from "react";
import { useLanguage } from "../../i18n/PageLanguage";
import type { Notice } from "../../lib/forms/messages";

/** Loads the notices (react-toastify) on first use. */
const load = () => import(/* webpackChunkName: "notices" */ "./Toaster");

/**
 * The notices of a form, in the page's language: loaded as soon as the form is on screen, so they are
 * ready when it is sent. Gives the function that shows one.
 */
export function useNotices() {
  const language = useLanguage();
  useEffect(() => {
    void load().then((toaster) => toaster.prepareNotices(language));
  }, [language]);
  return useCallback(
    async (notice: Notice) => {
      const toaster = await load();
      toaster.showNotice(notice, language);
    },
    [language],
  );
}
