import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { color } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import { scrollProgress as words } from "@words/layout/scrollProgress";

/** The bar appears once the page is scrolled more than this many pixels (spec §9). */
export const SCROLL_THRESHOLD_PX = 10;

const trackStyle = css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 4px;
  z-index: 50;
  pointer-events: none;
`;

const barStyle = css`
  height: 100%;
  background: ${color.gold};
  transform-origin: 0 50%;
`;

/** How far down the page the reader is, shown as a thin bar at the top of the window. */
export default function ScrollProgress() {
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const offset = window.scrollY;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(offset > SCROLL_THRESHOLD_PX ? Math.min(1, offset / Math.max(scrollable, 1)) : null);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    onScroll(); // in the next frame, not while the page hydrates (reading the layout would force it)
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  const { label } = useWords(words);
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div css={trackStyle} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div css={barStyle} style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
