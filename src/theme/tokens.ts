/*
 * Design tokens: the one place where colours, type, spacing and breakpoints are chosen.
 * Components use these names; the values live as CSS custom properties (see GlobalStyles)
 * so the page and the CMS preview share them.
 */
import type { AccentName } from "../lib/content/types/services";

export const palette = {
  ink: "#14212e",
  inkMuted: "#475767",
  navy: "#12324f",
  navyDeep: "#0b2236",
  teal: "#1c6f6f",
  tealTint: "#e3f1ef",
  gold: "#c8962e",
  goldDark: "#8a6212",
  goldTint: "#f7eed9",
  paper: "#fbf8f2",
  surface: "#ffffff",
  line: "#dde3e8",
  focus: "#12324f",
  focusOnDark: "#e0b054",
  danger: "#b42318",
  dangerTint: "#fdecea",
  success: "#1e6b3a",
  successTint: "#e8f4ec",
  // On the navy surfaces (dark sections, the footer, filled buttons): text, the gold of links and figures, lines.
  onDark: "#ffffff",
  onDarkText: "#e9eef3",
  onDarkMuted: "#d9e2ea",
  goldOnDark: "#f0d49a",
  goldLight: "#e0b054",
  onDarkBorder: "rgba(255, 255, 255, 0.8)",
  onDarkTrack: "rgba(255, 255, 255, 0.45)",
  onDarkUnderline: "rgba(255, 255, 255, 0.4)",
  onDarkRule: "rgba(255, 255, 255, 0.15)",
  onDarkTint: "rgba(255, 255, 255, 0.08)",
  // A form field's border (3:1 against the surface) and the sticky header's all but opaque paper.
  fieldBorder: "#8593a1",
  paperVeil: "rgba(251, 248, 242, 0.97)",
} as const;

/** Accent colours an editor may give a service (`accent` in content/services). */
export const accents = {
  navy: { strong: "#12324f", tint: "#e4ebf2" },
  teal: { strong: "#1c6f6f", tint: "#e3f1ef" },
  green: { strong: "#2f6b3a", tint: "#e6f1e8" },
  gold: { strong: "#8a6212", tint: "#f7eed9" },
  plum: { strong: "#6a3b63", tint: "#f3e8f1" },
  slate: { strong: "#44525f", tint: "#eaeef1" },
} as const satisfies Record<AccentName, { strong: string; tint: string }>;
export const accentOf = (name: string) => accents[(name in accents ? name : "navy") as AccentName];

export const color = Object.fromEntries(Object.keys(palette).map((key) => [key, `var(--color-${key})`])) as { [K in keyof typeof palette]: string };

/** One spacing scale (rem), used for every margin, padding and gap. */
export const space = {
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  5: "1.5rem",
  6: "2rem",
  7: "3rem",
  8: "4rem",
  9: "6rem",
} as const;

/** One type scale (ratio 1.25). */
export const fontSize = {
  sm: "0.875rem",
  base: "1rem",
  md: "1.125rem",
  lg: "1.25rem",
  xl: "1.5625rem",
  "2xl": "1.953rem",
  "3xl": "clamp(2.1rem, 1.6rem + 2.2vw, 3.052rem)",
} as const;

/** The self-hosted typefaces (src/theme/fonts.ts declares their files). */
export const typeface = { sans: "Source Sans 3 Variable", serif: "Source Serif 4" } as const;

/**
 * The fonts already on a visitor's device that stand in while a typeface loads: Windows, macOS and iOS
 * have the first, Linux the second (its metric twin), Android the third. src/theme/fonts.ts declares each as
 * "<typeface> Fallback: <font>", resized to the typeface's proportions, so the swap hardly moves the text.
 */
export const localFallbacks = {
  sans: ["Arial", "Liberation Sans", "Roboto"],
  serif: ["Times New Roman", "Liberation Serif", "Noto Serif"],
} as const;

/** The name of a typeface's resized stand-in. */
export const fallbackFamily = (family: string, local: string) => `${family} Fallback: ${local}`;

const fontStack = (family: string, locals: readonly string[], generic: string) =>
  [family, ...locals.map((local) => fallbackFamily(family, local)), ...locals]
    .map((name) => `"${name}"`)
    .concat(generic)
    .join(", ");

export const font = {
  body: fontStack(typeface.sans, localFallbacks.sans, "sans-serif"),
  heading: fontStack(typeface.serif, localFallbacks.serif, "serif"),
} as const;

/** The one weight the headings' serif is published in (src/theme/fonts.ts): any other would be faked by thickening. */
export const HEADING_WEIGHT = 600;

/** The headings' typeface, in its weight: every text set in the serif uses this. */
export const headingType = `font-family: ${font.heading}; font-weight: ${HEADING_WEIGHT};`;

export const radius = { sm: "6px", md: "10px", lg: "16px", pill: "999px" } as const;

export const shadow = {
  card: "0 1px 2px rgba(11, 34, 54, 0.06), 0 4px 16px rgba(11, 34, 54, 0.06)",
  raised: "0 8px 28px rgba(11, 34, 54, 0.14)",
} as const;

export const layout = { maxWidth: "72rem", headerHeight: "5rem", clientStripHeight: "2.25rem" } as const;

/**
 * Breakpoints. `nav` is where wide layouts start; the header shows its links from `header` (wide enough for
 * the longer Spanish menu with its three buttons: 1,251 px at 78rem) and its menu button below.
 */
export const bp = {
  sm: "@media (min-width: 40rem)",
  md: "@media (min-width: 48rem)",
  nav: "@media (min-width: 64rem)",
  header: "@media (min-width: 79rem)",
} as const;

export const motion = {
  fast: "150ms",
  page: "200ms",
  reduce: "@media (prefers-reduced-motion: reduce)",
} as const;
