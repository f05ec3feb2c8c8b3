import type { Notice } from "../../lib/forms/messages";

/** Loads the notices (react-toastify) on first use; form pages call `prepare` on mount so it is ready. */
const load = () => import(/* webpackChunkName: "notices" */ "./Toaster");

export const prepareNotices = () => {
  void load().then((toaster) => toaster.prepareNotices());
};

export async function notify(notice: Notice) {
  const toaster = await load();
  toaster.showNotice(notice);
}
