import { useEffect, useRef, useState, type ReactNode } from "react";
import { css, keyframes } from "@emotion/react";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import { PAGE_FADE_MS, prefersReducedMotion } from "../../lib/motion";
import { showWebFonts } from "../../performance/webFontsOnPage";

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const shownStyle = css`
  animation: ${fadeIn} ${PAGE_FADE_MS}ms ease-out;
`;

const leavingStyle = css`
  opacity: 0;
  transition: opacity ${PAGE_FADE_MS}ms ease-in;
`;

interface PageTransitionProps {
  location: { pathname: string; hash: string };
  children: ReactNode;
}

/** Places the page where the address asks: its anchor if it names one, else the top. */
function scrollToDestination(hash: string) {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Fades the old page out and the new one in on a route change (no motion when the visitor prefers
 * reduced motion), then starts the new page at its top, or at the anchor its address names.
 */
export default function PageTransition({ location, children }: PageTransitionProps) {
  const [page, setPage] = useState({ path: location.pathname, children });
  const leaving = page.path !== location.pathname;
  // The first page a visitor opens simply appears; only a route change fades.
  const [navigated, setNavigated] = useState(false);

  useEffect(() => {
    if (!leaving) {
      // Same page: keep its content current, without re-rendering it when nothing changed (as on hydration).
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the page shown is state so that the old one stays while it fades out; this effect alone decides when it changes.
      setPage((current) => (current.children === children ? current : { path: location.pathname, children }));
      return undefined;
    }
    const show = () => {
      // The new page shows in the web fonts from its first frame (the first page fetched them; src/performance/webFontsAfterFirstPage.ts).
      showWebFonts();
      setNavigated(true);
      setPage({ path: location.pathname, children });
    };
    if (prefersReducedMotion()) {
      show();
      return undefined;
    }
    const timer = window.setTimeout(show, PAGE_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, location.pathname, children]);

  // The browser itself places the first page it loads; after that, each new page or anchor is ours to place.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (page.path === location.pathname) scrollToDestination(location.hash);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placed when the page shown or the anchor changes; a new path alone only starts the fade.
  }, [page.path, location.hash]);

  return (
    <HydrateInOwnTask key={page.path}>
      <div css={leaving && !prefersReducedMotion() ? leavingStyle : navigated ? shownStyle : undefined}>{page.children}</div>
    </HydrateInOwnTask>
  );
}
