"use client";

import { useMemo, useState } from "react";
import { z } from "zod";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import type { CountryCode } from "@/lib/countries";
import { ENQUIRY_TOPICS, enquirySchema } from "../inputs";
import type { EnquiryFormText } from "./enquiry-form-text";

type Topic = (typeof ENQUIRY_TOPICS)[number]["value"];

interface EnquiryFields {
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
  website: string;
}

const enquiryFields = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  topic: z.string(),
  message: z.string(),
  website: z.string(),
});

/**
 * The enquiry form of /contact and /corporatestays: checked as you submit, stored, acknowledged. Its words come
 * from the page, in the page's language (`enquiryFormText`).
 */
export function EnquiryForm({
  source,
  country,
  defaultTopic = "stay",
  text,
}: {
  source: "contact" | "corporatestays";
  country: CountryCode;
  defaultTopic?: Topic;
  text: EnquiryFormText;
}) {
  // The typed values with the page's source and country, checked by `submitEnquiry`'s own schema.
  const schema = useMemo(
    () =>
      formSchema(
        enquiryFields,
        (values) => ({ ...values, topic: values.topic as Topic, source, country }),
        enquirySchema,
      ),
    [source, country],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    EnquiryFields,
    unknown,
    { received: boolean; reference: string | null; copy: "sent" | "kept" | "none" }
  >({
    name: "submitEnquiry",
    schema,
    defaultValues: { name: "", email: "", phone: "", topic: defaultTopic, message: "", website: "" },
  });
  const { register } = form;
  // The schema's messages are English; the page sent each one's translation.
  const messageOf = (field: keyof EnquiryFields) => {
    const message = errorOf(field);
    return message && (text.errors[message] ?? message);
  };
  const [reference, setReference] = useState<string | null | undefined>(undefined);
  const [copy, setCopy] = useState<"sent" | "kept" | "none">("none");

  const submit = submitWith((result) => {
    setCopy(result.copy);
    setReference(result.reference);
    form.reset();
  });

  if (reference !== undefined) {
    return (
      <FormMessage tone="success">
        {(reference
          ? copy === "sent"
            ? text.receivedWithReferenceAndCopy
            : text.receivedWithReference
          : copy === "sent"
            ? text.receivedWithCopy
            : text.received
        ).replace("{reference}", reference ?? "")}
      </FormMessage>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label={text.label}>
      {formError && <FormMessage>{formError}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={text.name} {...register("name")} autoComplete="name" error={messageOf("name")} />
        <Field label={text.email} {...register("email")} type="email" autoComplete="email" error={messageOf("email")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={text.phone}
          {...register("phone")}
          type="tel"
          autoComplete="tel"
          placeholder="+60123456789"
          error={messageOf("phone")}
        />
        <Field label={text.topic} error={messageOf("topic")}>
          <Select {...register("topic")}>
            {text.topics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={text.message} error={messageOf("message")}>
        <Textarea {...register("message")} rows={5} />
      </Field>
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <div aria-hidden="true" className="hidden">
        <label>
          {text.website}
          <input {...register("website")} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <Button type="submit" busy={busy}>
        {text.send}
      </Button>
    </form>
  );
}
