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

/** The enquiry form of /contact and /corporatestays: checked as you submit, stored, acknowledged. */
export function EnquiryForm({
  source,
  country,
  defaultTopic = "stay",
}: {
  source: "contact" | "corporatestays";
  country: CountryCode;
  defaultTopic?: Topic;
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
        Thank you. We received your message{reference ? ` (reference ${reference})` : ""}
        {copy === "sent" ? " and sent you a copy by email" : ""}. Our team answers by email.
      </FormMessage>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Enquiry">
      {formError && <FormMessage>{formError}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your name" {...register("name")} autoComplete="name" error={errorOf("name")} />
        <Field label="Email" {...register("email")} type="email" autoComplete="email" error={errorOf("email")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Phone (optional)"
          {...register("phone")}
          type="tel"
          autoComplete="tel"
          placeholder="+60123456789"
          error={errorOf("phone")}
        />
        <Field label="Topic" error={errorOf("topic")}>
          <Select {...register("topic")}>
            {ENQUIRY_TOPICS.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label="Message" error={errorOf("message")}>
        <Textarea {...register("message")} rows={5} />
      </Field>
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <div aria-hidden="true" className="hidden">
        <label>
          Website
          <input {...register("website")} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <Button type="submit" busy={busy}>
        Send message
      </Button>
    </form>
  );
}
