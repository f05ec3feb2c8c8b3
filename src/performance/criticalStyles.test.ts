import { describe, expect, it } from "vitest";
import { createElement, Fragment } from "react";
import { CacheProvider, css, jsx, keyframes } from "@emotion/react";
import { renderWithStyles } from "./criticalStyles";
import { criticalIds } from "./takeCriticalStyles";
import { createStyleCache } from "../theme/createStyleCache";
import { renderToString } from "react-dom/server";

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const base = css({ display: "flex", alignItems: "center" });

// A page's kinds of rules: plain, labelled, nested and in media queries, composed, animated, and empty.
const page = () =>
  createElement(
    Fragment,
    null,
    jsx("div", { css: base }),
    jsx("p", { css: css({ label: "Notice", color: "navy", "& a": { color: "teal" }, "@media (min-width: 40rem)": { flexWrap: "wrap" } }) }),
    jsx("span", { css: [base, css({ justifyContent: "space-between" })] }),
    jsx("em", { css: css({ animation: `${fadeIn} 150ms` }) }),
    jsx("b", { css: css({}) }),
  );

/** The rules a browser's cache, told the ids read from `rules`, still inserts as the same elements render. */
function insertedAgain(rules: string) {
  const cache = createStyleCache({ key: "css" });
  cache.compat = true;
  for (const id of criticalIds(rules, "css")) cache.inserted[id] = true;
  renderToString(createElement(CacheProvider, { value: cache }, page()));
  return Object.values(cache.inserted).filter((rule) => typeof rule === "string" && rule !== "");
}

describe("the page's critical styles", () => {
  const { css: rules } = renderWithStyles(page(), "css");

  it("hold every rule of the page, keyframes included", () => {
    expect(rules).toContain("@keyframes animation-");
    expect(rules).toMatch(/\.css-[\w-]+-Notice a\{color:teal;\}/);
    expect(rules).toContain("justify-content:space-between");
  });

  it("name, in their selectors, every rule the browser's cache would otherwise insert again", () => {
    expect(insertedAgain("")).not.toEqual([]);
    expect(insertedAgain(rules)).toEqual([]);
  });

  it("are written as written, without vendor prefixes", () => {
    expect(rules).toContain("display:flex;align-items:center;");
    expect(rules).not.toMatch(/-(webkit|moz|ms)-/);
  });
});
