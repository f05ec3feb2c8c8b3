/*
 * The HTML standard's "valid e-mail address", the rule behind `<input type="email">`, so the form accepts
 * exactly what the browser's own check accepts: no stricter and no looser.
 * https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
const VALID_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** What the browser does to an e-mail field's value before checking it: no line breaks, no surrounding spaces. */
export function sanitizeEmail(value: string): string {
  return value.replace(/[\r\n]/g, "").replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
}

/** A domain written with non-ASCII letters, as the browser checks it: in its ASCII (punycode) form. */
function asciiDomain(domain: string): string | null {
  if (!/[\u0080-\uffff]/.test(domain)) return domain;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
}

export function isValidEmail(value: string): boolean {
  const email = sanitizeEmail(value);
  const at = email.lastIndexOf("@");
  if (at < 1) return false;
  const domain = asciiDomain(email.slice(at + 1));
  return domain !== null && VALID_EMAIL.test(`${email.slice(0, at)}@${domain}`);
}
