import { useEffect, useState } from "react";
import { localIsoDate } from "../lib/deadlines";
import type { IsoDate } from "../lib/businessDays";
import { afterFirstHydration } from "../performance/HydrateInOwnTask";

/**
 * The visitor's own date, once the page runs in their browser. Until then (in the built HTML, and in the first
 * render, which must match it) it is `publishedOn`, the day the page was built, and `live` is false, so what
 * is shown without JavaScript says which day it was counted from. The page takes the visitor's date once all of it
 * has hydrated: a part that moves would otherwise be rendered anew while its part still waits for its task.
 */
export function useToday(publishedOn: IsoDate): { today: IsoDate; live: boolean } {
  const [state, setState] = useState({ today: publishedOn, live: false });
  useEffect(() => afterFirstHydration(() => setState({ today: localIsoDate(new Date()), live: true })), []);
  return state;
}
