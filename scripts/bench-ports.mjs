// The local ports the bench and its tools serve on: from BENCH_PORT (9100 by default), so that two checkouts can
// measure at once. Each tool keeps its own offset: Lighthouse's two sites +0 and +1 (or the next free ones), the
// interactions +10 and +11, the time to answer and the profile +20 and +21, the comparison from +30.
const BASE = Number(process.env.BENCH_PORT ?? 9100);

/** The port `offset` above BENCH_PORT. */
export const benchPort = (offset) => BASE + offset;
