import { useEffect, useRef } from "react";

/** Reads a draft saved in this tab's session storage; nothing if there is none or it is unreadable. */
export function readDraft<T extends object>(key: string): Partial<T> {
  try {
    const saved = window.sessionStorage.getItem(key);
    return saved ? (JSON.parse(saved) as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function clearDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode, disabled): there is no draft to clear.
  }
}

/**
 * Keeps what a visitor types in this tab's session storage, so a reload or a wrong turn loses nothing.
 * Saving starts once `ready` (after the draft has been put back), so the empty first render overwrites nothing.
 */
export function useSessionDraft(key: string, values: object, ready: boolean) {
  const lastSaved = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    const text = JSON.stringify(values);
    if (text === lastSaved.current) return;
    lastSaved.current = text;
    try {
      window.sessionStorage.setItem(key, text);
    } catch {
      // Storage full or unavailable: the form still works, the draft is simply not kept.
    }
  }, [key, values, ready]);
}
