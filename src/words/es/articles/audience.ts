import type * as en from "../../en/articles/audience";

const SPANISH_AUDIENCES: Readonly<Record<string, string>> = {
  individuals: "personas",
  "business owners": "dueños de negocios",
};

export const audience: typeof en.audience = (audience: string) => `Para ${SPANISH_AUDIENCES[audience.trim().toLowerCase()] ?? audience}`;
