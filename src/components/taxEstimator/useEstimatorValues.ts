import { useCallback, useEffect, useState } from "react";
import { readDraft, useSessionDraft } from "../../hooks/useSessionDraft";
import { afterFirstHydration } from "../../performance/HydrateInOwnTask";
import { EMPTY_VALUES, restoreValues, type EstimatorValues } from "../../lib/tax/visitorValues";

const DRAFT_KEY = "tax-estimate";

/**
 * What the visitor has typed into the estimate, kept in this tab's session storage only (gone when the tab closes),
 * and put back once the page runs in the browser: `ready` says it does, and the form works from then on; `edited`,
 * that the visitor has changed something since; `started`, that the form holds a draft or an input.
 */
export function useEstimatorValues() {
  const [values, setValues] = useState<EstimatorValues>(EMPTY_VALUES);
  const [ready, setReady] = useState(false);
  const [edited, setEdited] = useState(false);
  useEffect(
    () =>
      afterFirstHydration(() => {
        // Without a draft the form stays as it hydrated: its estimate is not figured a second time.
        const draft = readDraft(DRAFT_KEY);
        if (Object.keys(draft).length > 0) setValues(restoreValues(draft));
        setReady(true);
      }),
    [],
  );
  useSessionDraft(DRAFT_KEY, values, ready);
  /** Sets one field by its name: "interest", or a person's "filer.wages". */
  const set = useCallback((name: string, value: string | boolean) => {
    setEdited(true);
    setValues((current) => {
      const [head, field] = name.split(".") as [keyof EstimatorValues, string | undefined];
      return field ? { ...current, [head]: { ...(current[head] as object), [field]: value } } : { ...current, [head]: value };
    });
  }, []);
  /** Whether the form holds more than its empty start: a draft put back, or what the visitor typed. */
  const started = values !== EMPTY_VALUES;
  return { values, ready, edited, started, set };
}
