"use client";

import { useCallback } from "react";
import type { z } from "zod";
import { useFunctionCall } from "@/components/forms/use-function-call";

/**
 * A button's call to a function through the forms layer: the input is parsed by the function's own schema
 * (channels/inputs.ts) first, so a bad one shows the function's message and sends nothing, and a good one sends
 * exactly what the function parses. Busy state and the answer's failure come from useFunctionCall, as on every
 * form.
 */
export function useCheckedCall<Schema extends z.ZodType, Result>(name: string, schema: Schema) {
  const { run, busy, formError, setFormError, setFieldErrors } = useFunctionCall<Result>(name);
  const send = useCallback(
    async (input: z.input<Schema>): Promise<Result | undefined> => {
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        setFieldErrors({});
        setFormError(parsed.error.issues[0]?.message ?? "Something went wrong. Please try again.");
        return undefined;
      }
      return run(parsed.data);
    },
    [schema, run, setFormError, setFieldErrors],
  );
  return { send, busy, formError };
}
