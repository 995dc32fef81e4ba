"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors as HookFieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from "react-hook-form";
import type { z } from "zod";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import { fieldErrorsOf } from "./use-function-call";

/**
 * Where an error about the function's input belongs on the form, when the form names a value otherwise
 * (a percentage typed as "12.5" that the function receives as `percentBasisPoints: 1250`).
 */
export type FieldOf = Readonly<Record<string, string>>;

/** The form field an input path's message goes to: the mapped name, or the path itself. */
export function formFieldOf(path: string, fieldOf: FieldOf = {}): string {
  return fieldOf[path] ?? fieldOf[path.split(".")[0]!] ?? path;
}

/**
 * A resolver that validates with the function's own zod schema (usually the form's values piped into it) and
 * moves each message onto the field the person typed in, so the rule is written once, in the schema the
 * server parses with, and the client shows its message before any request.
 */
export function functionInputResolver<Values extends FieldValues, Input>(
  schema: z.ZodType<Input, Values>,
  fieldOf: FieldOf = {},
): Resolver<Values, unknown, Input> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Input>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors: Record<string, unknown> = {};
    for (const [path, error] of Object.entries(result.errors)) errors[formFieldOf(path, fieldOf)] ??= error;
    return { values: {}, errors: errors as HookFieldErrors<Values> };
  };
}

export interface FunctionFormOptions<Values extends FieldValues, Input> {
  /** The function the form calls (`defineFunction`'s name). */
  name: string;
  /** The function's input schema, or the form's values transformed and piped into it. */
  schema: z.ZodType<Input, Values>;
  /**
   * The fields' starting values. Leave it out for a form whose fields start empty: react-hook-form then reads the
   * fields when it starts, so what someone typed before the page's script woke up (a slow phone) is kept, not wiped.
   */
  defaultValues?: DefaultValues<Values>;
  fieldOf?: FieldOf;
}

/**
 * A form that calls a function: react-hook-form validates with the function's schema on the client (messages
 * on their fields, focus on the first), the call's own INVALID_ARGUMENT answer lands on the same fields, and
 * any other failure becomes one form-level message. The function still parses everything: the client check
 * saves a round trip, it guards nothing.
 */
export function useFunctionForm<Values extends FieldValues, Input, Result>({
  name,
  schema,
  defaultValues,
  fieldOf = {},
}: FunctionFormOptions<Values, Input>) {
  const t = useTranslations("common.ui");
  const resolver = useMemo(() => functionInputResolver(schema, fieldOf), [schema, fieldOf]);
  // First checked on submit; after that a field's message follows its text as it is typed (not on blur: a
  // message vanishing as the field loses focus moves the button under the pointer and loses the click).
  const form = useForm<Values, unknown, Input>({
    resolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [formError, setFormError] = useState<string | null>(null);

  /** `onSubmit` for the form element: validates, calls, and hands the result to `onDone` when it succeeded. */
  const submitWith = useCallback(
    (onDone: (result: Result, input: Input) => void | Promise<void>) =>
      form.handleSubmit(async (input) => {
        setFormError(null);
        let result: Result;
        try {
          result = await callFunction<Result>(name, input);
        } catch (error) {
          const fields = fieldErrorsOf(error);
          const paths = Object.keys(fields);
          for (const path of paths) {
            form.setError(formFieldOf(path, fieldOf) as Path<Values>, { type: "server", message: fields[path] });
          }
          if (paths.length === 0) {
            setFormError(error instanceof FunctionsError ? error.message : t("somethingWentWrong"));
          }
          return;
        }
        await onDone(result, input);
      }),
    [form, name, fieldOf, t],
  );

  /** The message to show under a field, if any. */
  const errorOf = useCallback(
    (field: Path<Values>): string | undefined => {
      const error = form.formState.errors[field];
      return typeof error?.message === "string" ? error.message : undefined;
    },
    [form.formState.errors],
  );

  return { form, submitWith, errorOf, formError, setFormError, busy: form.formState.isSubmitting };
}

/**
 * The first message inside a field's error, however deep: a field typed as one text that the function
 * receives as a list (pickup zones one per line, start times) gets its items' messages nested
 * (`pickupZones.0`), which `errorOf` (one level) does not read.
 */
export function messageIn(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string") return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === "ref") continue;
    const nested = messageIn(value);
    if (nested) return nested;
  }
  return undefined;
}
