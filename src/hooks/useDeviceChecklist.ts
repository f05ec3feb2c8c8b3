import { useCallback, useEffect, useRef, useState } from "react";
import { afterFirstHydration } from "../performance/HydrateInOwnTask";

export interface Checklist {
  answers: readonly string[];
  ticked: readonly string[];
}

const EMPTY: Checklist = { answers: [], ticked: [] };

function read(key: string): Checklist | undefined {
  try {
    const saved = JSON.parse(window.localStorage.getItem(key) ?? "null") as Partial<Checklist> | null;
    if (!saved) return undefined;
    const texts = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : []);
    return { answers: texts(saved.answers), ticked: texts(saved.ticked) };
  } catch {
    return undefined;
  }
}

/** Keeps the list on the device; an empty list keeps nothing. Storage full or unavailable: the list still works, unkept. */
function keep(key: string, list: Checklist) {
  try {
    if (list.answers.length + list.ticked.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Nothing to do: the visitor's list stays on screen.
  }
}

/**
 * A checklist's answers and ticks, kept in this device's local storage (the visitor is told so, and can clear them).
 * The first render, as built, holds an empty list; once the page has hydrated, the browser puts back what the device
 * kept, its answers replaced by those `given` returns (carried in the address), if any. Each change is kept at once,
 * in the visitor's own event, so a tick is not lost to a reload or a closed tab before the next render.
 */
export function useDeviceChecklist(key: string, given: () => readonly string[] | undefined) {
  const [list, setList] = useState<Checklist>(EMPTY);
  const [ready, setReady] = useState(false);
  const current = useRef(EMPTY);
  const change = useCallback(
    (next: Checklist) => {
      current.current = next;
      keep(key, next);
      setList(next);
    },
    [key],
  );
  useEffect(
    () =>
      // Once the whole page has hydrated, as useToday: a part that changes would otherwise be drawn anew mid-hydration.
      afterFirstHydration(() => {
        const kept = read(key) ?? EMPTY;
        const carried = given();
        change(carried ? { ...kept, answers: carried } : kept);
        setReady(true);
      }),
    // Read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const toggle = useCallback(
    (field: keyof Checklist, item: string) => {
      const items = current.current[field];
      change({ ...current.current, [field]: items.includes(item) ? items.filter((other) => other !== item) : [...items, item] });
    },
    [change],
  );
  const clear = useCallback(() => change(EMPTY), [change]);
  return { list, ready, toggle, clear };
}
