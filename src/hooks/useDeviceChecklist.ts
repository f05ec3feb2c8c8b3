import { useCallback, useEffect, useState } from "react";
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

/**
 * A checklist's answers and ticks, kept in this device's local storage (the visitor is told so, and can clear them).
 * The first render, as built, holds an empty list; once the page has hydrated, the browser puts back what the device
 * kept, its answers replaced by those `given` returns (carried in the address), if any.
 */
export function useDeviceChecklist(key: string, given: () => readonly string[] | undefined) {
  const [list, setList] = useState<Checklist>(EMPTY);
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      // Once the whole page has hydrated, as useToday: a part that changes would otherwise be drawn anew mid-hydration.
      afterFirstHydration(() => {
        const kept = read(key) ?? EMPTY;
        const carried = given();
        setList(carried ? { ...kept, answers: carried } : kept);
        setReady(true);
      }),
    // Read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  useEffect(() => {
    if (!ready) return;
    try {
      // An empty list keeps nothing on the device.
      if (list.answers.length + list.ticked.length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(list));
    } catch {
      // Storage full or unavailable: the list still works, it is simply not kept.
    }
  }, [key, list, ready]);
  const toggle = useCallback(
    (field: keyof Checklist, item: string) =>
      setList((current) => ({
        ...current,
        [field]: current[field].includes(item) ? current[field].filter((other) => other !== item) : [...current[field], item],
      })),
    [],
  );
  const clear = useCallback(() => setList(EMPTY), []);
  return { list, ready, toggle, clear };
}
