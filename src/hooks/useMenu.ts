import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The mobile menu's open state: Escape closes it and gives focus back to the button that opened it. The key is
 * listened to from the start, not from the moment the menu opens: an effect that ran once the menu was open came
 * a frame after it showed, and an Escape pressed in that frame was lost (CI, a busy machine).
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The state as last set, for the key listener: set together with it, never during a render.
  const openNow = useRef(false);
  const set = useCallback((isOpen: boolean) => {
    openNow.current = isOpen;
    setOpen(isOpen);
  }, []);
  const close = useCallback(() => set(false), [set]);
  const toggle = useCallback(() => set(!openNow.current), [set]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !openNow.current) return;
      set(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [set]);

  return { open, close, toggle, buttonRef };
}
