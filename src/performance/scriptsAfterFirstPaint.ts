/*
 * Gatsby ends every page with `<script src="…" async>` tags, which a phone may fetch and run while it is still laying
 * the page out, holding back its first and largest paint. The build (src/node/pageScripts.ts) puts one inline script
 * in their place that adds the same scripts, in the same order and still async, in a task after the page's first
 * contentful paint; the headers' policy allows it by its hash. The price: hydration starts later on a slow network.
 *
 * A page opened out of sight reports no first paint, and a browser without paint timing cannot: the scripts
 * then come after FALLBACK_MS, or after two frames. Without JavaScript nothing changes: the page is whole
 * without its scripts.
 */
const GATSBY_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;
const FALLBACK_MS = 3000;

const loaderFor = (sources: readonly string[]) =>
  `<script>(function(){var done=false;function go(){if(done)return;done=true;setTimeout(function(){` +
  `${JSON.stringify(sources)}.forEach(function(src){var script=document.createElement("script");script.src=src;script.async=true;document.body.appendChild(script)})})}` +
  `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
  `if(types.indexOf("paint")<0)return requestAnimationFrame(function(){requestAnimationFrame(go)});` +
  `new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});` +
  `setTimeout(go,${FALLBACK_MS})})()</script>`;

/** The page's HTML with its Gatsby scripts asked for after its first paint; a page without them is left as it is. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  let placed = false;
  return html.replace(GATSBY_SCRIPT, () => {
    if (placed) return "";
    placed = true;
    return loaderFor(sources);
  });
}
