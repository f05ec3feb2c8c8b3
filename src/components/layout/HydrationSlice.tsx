import { Suspense, useId, type ReactElement } from "react";

/*
 * The page's first start in the browser (hydration), cut into tasks. Each slice keeps the server's HTML while
 * the page around it hydrates, then hydrates in a task of its own, one after the other, so that no single task
 * holds a phone's main thread for long (issue 12: one 100-200 ms task at 4x CPU). Plain React: a component that
 * suspends (throws a promise) inside <Suspense> while the page hydrates keeps its server HTML until the promise
 * resolves, in React and in Preact alike. Only the first hydration is cut: pages reached by a link render at once.
 */

interface Slice {
  promise: Promise<void>;
  release: () => void;
  released: boolean;
}

/** True from the page's arrival in the browser until every slice of its first hydration has hydrated. */
let starting = false;
const slices = new Map<string, Slice>();
const waiting: Slice[] = [];
const whenDone: (() => void)[] = [];
let nextTask: ReturnType<typeof setTimeout> | undefined;

/** Hydrates the next waiting slice in a new task; when none waits, the first hydration is over. */
function releaseNext() {
  nextTask = undefined;
  const slice = waiting.shift();
  if (slice) {
    slice.released = true;
    slice.release();
    scheduleNext();
    return;
  }
  starting = false;
  slices.clear();
  for (const done of whenDone.splice(0)) done();
}

function scheduleNext() {
  nextTask ??= setTimeout(releaseNext, 0);
}

/** Called before the page's first hydration (gatsby-browser): elsewhere (the server, the CMS's previews) slices render at once. */
export function sliceFirstHydration() {
  starting = true;
}

/** Calls `done` once every slice of the page's first hydration has hydrated (at once if it has). */
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
    let slice = slices.get(id);
    if (!slice) {
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      slice = { promise, release, released: false };
      slices.set(id, slice);
      waiting.push(slice);
      scheduleNext();
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol: a component suspends by throwing a promise.
    if (!slice.released) throw slice.promise;
  }
  return children;
}

/**
 * A part of the page that hydrates in a task of its own. `children` must render exactly one element: Preact keeps
 * a suspended part's first DOM node only.
 */
export default function HydrationSlice({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
