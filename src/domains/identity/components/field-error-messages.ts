import type { FieldError } from "react-hook-form";
import type { Messages } from "@/i18n/messages";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../validation";

export type FieldErrorKey = keyof Messages["auth"]["fieldErrors"];
type Say = (key: FieldErrorKey, values?: Record<string, number>) => string;

/**
 * The words for a field's error in the page's language. The forms validate with the functions' own zod schemas
 * (src/lib/validation.ts, ../validation.ts), whose messages are English; the rule is told by the issue's path (the
 * field) and its zod code, and each is said from the `auth` catalogue. A message the server sent (type "server",
 * an INVALID_ARGUMENT answer) is shown as it came: the functions answer in English.
 */
export function fieldErrorMessage(
  form: "signUp" | "logIn",
  field: string,
  error: Pick<FieldError, "type" | "message"> | undefined,
  say: Say,
): string | undefined {
  if (!error) return undefined;
  const message = typeof error.message === "string" ? error.message : undefined;
  if (error.type === "server") return message;
  const key = keyFor(form, field, String(error.type));
  if (!key) return message;
  return say(key, { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH });
}

function keyFor(form: "signUp" | "logIn", field: string, code: string): FieldErrorKey | null {
  switch (field) {
    case "name":
      return code === "too_big" ? "nameTooLong" : "nameMissing";
    case "email":
      // The log-in form only asks for something; the sign-up form's empty address is an invalid one, as in English.
      return form === "logIn" || code === "invalid_type" ? "emailMissing" : "emailInvalid";
    case "password":
      if (form === "logIn") return "logInPasswordMissing";
      if (code === "too_small") return "passwordTooShort";
      if (code === "too_big") return "passwordTooLong";
      if (code === "custom") return "passwordBlank";
      return "passwordMissing";
    case "phone":
      return "phoneInvalid";
    case "organisationName":
      return code === "too_big" ? "organisationTooLong" : "organisationMissing";
    default:
      return null;
  }
}
