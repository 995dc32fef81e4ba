const SECRET_KEY = /pass(word)?|secret|token|card|cvc|cvv|iban|account_?number|accountNumber/i;

/** A copy of a value fit for the audit log: secrets replaced, long strings cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return "[deep]";
  if (typeof value === "string") return value.length > 500 ? `${value.slice(0, 500)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? "[redacted]" : redact(item, depth + 1)]),
    );
  }
  return value ?? null;
}
