import { Suspense, useId, type ReactElement } from "react";

/*
 * A page's first hydration cut into tasks: each part wrapped in <HydrateInOwnTask> keeps the server's HTML while
 * the page around it hydrates, then hydrates in a task of its own, so that no single long task holds a phone's main
 * thread. Plain React: a component that suspends inside <Suspense> during hydration keeps its server HTML, in
 * React and Preact alike. Pages reached by a link render at once. Rule: the child renders exactly one element (Preact keeps a suspended part's first node only).
 */

interface Part {
  promise: Promise<void>;
  release: () => void;
  released: boolean;
}

/** True from the page's arrival in the browser until every part of its first hydration has hydrated. */
let starting = false;
const parts = new Map<string, Part>();
const waiting: Part[] = [];
const whenDone: (() => void)[] = [];
let nextTask: ReturnType<typeof setTimeout> | undefined;

/** Hydrates the next waiting part in a new task; when none waits, the first hydration is over. */
function releaseNext() {
  nextTask = undefined;
  const part = waiting.shift();
  if (part) {
    part.released = true;
    part.release();
    scheduleNext();
    return;
  }
  starting = false;
  parts.clear();
  for (const done of whenDone.splice(0)) done();
}

function scheduleNext() {
  nextTask ??= setTimeout(releaseNext, 0);
}

/** Called before the page's first hydration (gatsby-browser): elsewhere (the server, the CMS's previews) every part renders at once. */
export function hydrateInTasks() {
  starting = true;
}

/** Calls `done` once every part of the page's first hydration has hydrated (at once if it has). */
export function afterFirstHydration(done: () => void) {
  if (!starting) {
    done();
    return;
  }
  whenDone.push(done);
  scheduleNext();
}

function Gate({ children }: { children: ReactElement }) {
  const id = useId();
  if (starting) {
    let part = parts.get(id);
    if (!part) {
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      part = { promise, release, released: false };
      parts.set(id, part);
      waiting.push(part);
      scheduleNext();
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol: a component suspends by throwing a promise.
    if (!part.released) throw part.promise;
  }
  return children;
}

/**
 * A part of the page that hydrates in a task of its own. `children` must render exactly one element: Preact keeps
 * a suspended part's first DOM node only.
 */
export default function HydrateInOwnTask({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
