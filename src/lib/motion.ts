/** Whether the visitor asked their system for less motion (read at the moment it matters). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** How long a page takes to fade out, and then in, on a route change. */
export const PAGE_FADE_MS = 200;
