import { useEffect, useState } from "react";
import { localIsoDate } from "../lib/deadlines";
import type { IsoDate } from "../lib/businessDays";

/**
 * The visitor's own date, once the page runs in their browser. Until then (in the built HTML, and in the first
 * render, which must match it) it is `publishedOn`, the day the page was built, and `live` is false, so what
 * is shown without JavaScript says which day it was counted from.
 */
export function useToday(publishedOn: IsoDate): { today: IsoDate; live: boolean } {
  const [state, setState] = useState({ today: publishedOn, live: false });
  useEffect(() => setState({ today: localIsoDate(new Date()), live: true }), []);
  return state;
}
