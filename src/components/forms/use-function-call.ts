"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { callFunction, FunctionsError } from "@/lib/functions/client";

export type FieldErrors = Record<string, string>;

/** Field messages from an INVALID_ARGUMENT answer (`details.issues[].path`), first message per field. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof FunctionsError) || error.code !== "invalid-argument") return {};
  const issues = (error.details as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}

/**
 * Calls a function from a form: tracks busy state, field errors and a form-level message, so every form
 * shows failures the same way.
 */
export function useFunctionCall<Result>(name: string) {
  const t = useTranslations("common.ui");
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const run = useCallback(
    async (data: unknown): Promise<Result | undefined> => {
      setBusy(true);
      setFieldErrors({});
      setFormError(null);
      try {
        return await callFunction<Result>(name, data);
      } catch (error) {
        const fields = fieldErrorsOf(error);
        setFieldErrors(fields);
        if (Object.keys(fields).length === 0) {
          setFormError(error instanceof FunctionsError ? error.message : t("somethingWentWrong"));
        }
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [name, t],
  );

  return { run, busy, fieldErrors, formError, setFormError, setFieldErrors };
}

/** Field messages from a failed zod parse on the client, first message per field (same shape as above). */
export function fieldErrorsOfZod(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return errors;
}
