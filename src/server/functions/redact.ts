/** Words that mark a field as secret, matched as whole words of the key (so `passengers` is kept). */
const SECRET_WORDS = new Set([
  "password",
  "pass",
  "passwd",
  "secret",
  "token",
  "card",
  "cvc",
  "cvv",
  "iban",
  "authorization",
  "cookie",
]);
/** Secret names made of several words, matched on the key with separators removed. */
const SECRET_PHRASES = ["apikey", "privatekey", "accountnumber", "cardnumber"];

function isSecretKey(key: string): boolean {
  const words = key.split(/[_\-\s.]+|(?<=[a-z0-9])(?=[A-Z])/).map((word) => word.toLowerCase());
  if (words.some((word) => SECRET_WORDS.has(word))) return true;
  const joined = words.join("");
  return SECRET_PHRASES.some((phrase) => joined.includes(phrase));
}

/** A copy of a value fit for the audit log: secrets replaced, long strings cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return "[deep]";
  if (typeof value === "string") return value.length > 500 ? `${value.slice(0, 500)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, isSecretKey(key) ? "[redacted]" : redact(item, depth + 1)]),
    );
  }
  return value ?? null;
}
