import { afterEach, describe, expect, it, vi } from "vitest";
import { sendInquiry } from "./inquiry";
import { INQUIRY_TIMEOUT_MS, SUBMIT_DELAY_MS } from "./constants";

const inquiry = {
  name: "Lee",
  email: "lee@example.org",
  service: "Bookkeeping",
  message: "Hi",
  language: "en",
} as const;
const ENDPOINT = "https://inquiries.example.com/f/test";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sendInquiry", () => {
  it("without an endpoint, simulates the send: the spec's delay and a console log, no request", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    let done = false;
    const sending = sendInquiry(inquiry, "").then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sending;
    expect(done).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledOnce();
  });

  it("posts the four fields and the page's language as JSON and resolves on a 2xx answer", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    await sendInquiry({ ...inquiry, extra: "dropped" } as typeof inquiry, ENDPOINT);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" });
    expect(JSON.parse(init?.body as string)).toEqual(inquiry);
  });

  it("sends a Spanish page's inquiry with its language, and the service by the English name it is given", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await sendInquiry({ ...inquiry, language: "es", message: "Hola" }, ENDPOINT);
    expect(JSON.parse(fetch.mock.calls[0][1]?.body as string)).toEqual({
      name: "Lee",
      email: "lee@example.org",
      service: "Bookkeeping",
      message: "Hola",
      language: "es",
    });
  });

  it("rejects on any other answer, and on a network error", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("", { status: 422 })));
    await expect(sendInquiry(inquiry, ENDPOINT)).rejects.toThrow(/422/);
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(sendInquiry(inquiry, ENDPOINT)).rejects.toThrow("Failed to fetch");
  });

  it("gives up when no answer comes within the time limit", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
      ),
    );
    const sending = expect(sendInquiry(inquiry, ENDPOINT)).rejects.toThrow("aborted");
    await vi.advanceTimersByTimeAsync(INQUIRY_TIMEOUT_MS);
    await sending;
  });
});
