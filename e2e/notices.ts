import type { Page } from "@playwright/test";

/** The notices (toasts) on screen: react-toastify's, announced as alerts or status messages. */
export const notices = (page: Page) => page.locator("#notices").locator('[role="alert"], [role="status"]');

/** The notice showing `title`. */
export const notice = (page: Page, title: string) => notices(page).filter({ hasText: title });
