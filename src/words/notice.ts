/** The notices of the spec's catalogue (§8), word for word in English. */
export interface Notice {
  title: string;
  description: string;
  /** Destructive notices report a failure and look it. */
  destructive?: boolean;
}

/** The message a failed request carries, if it carries one a visitor can read. */
const messageOf = (error: unknown) => (error instanceof Error && error.message) || "";

/** A failure's notice: the request's own message, or `fallback`. */
export const failure =
  (title: string, fallback: string) =>
  (error?: unknown): Notice => ({ title, description: messageOf(error) || fallback, destructive: true });
