"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { fieldErrorsOfZod, useFunctionCall } from "@/components/forms/use-function-call";
import type { CountryCode } from "@/lib/countries";
import { ENQUIRY_TOPICS, enquirySchema } from "../validation";
import { controlClass } from "@/components/ui/styles";

/** The enquiry form of /contact and /corporatestays: checked as you submit, stored, acknowledged. */
export function EnquiryForm({
  source,
  country,
  defaultTopic = "stay",
}: {
  source: "contact" | "corporatestays";
  country: CountryCode;
  defaultTopic?: (typeof ENQUIRY_TOPICS)[number]["value"];
}) {
  const submit = useFunctionCall<{ received: boolean; reference: string | null; copy: "sent" | "kept" | "none" }>("submitEnquiry");
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [reference, setReference] = useState<string | null | undefined>(undefined);
  const [copy, setCopy] = useState<"sent" | "kept" | "none">("none");
  const errors = { ...submit.fieldErrors, ...localErrors };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const values = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      phone: String(form.get("phone") ?? ""),
      topic: String(form.get("topic") ?? ""),
      message: String(form.get("message") ?? ""),
      website: String(form.get("website") ?? ""),
      source,
      country,
    };
    const checked = enquirySchema.safeParse(values);
    if (!checked.success) {
      setLocalErrors(fieldErrorsOfZod(checked.error.issues));
      return;
    }
    setLocalErrors({});
    const result = await submit.run(values);
    if (result) {
      setCopy(result.copy);
      setReference(result.reference);
      formElement.reset();
    }
  }

  if (reference !== undefined) {
    return (
      <FormMessage tone="success">
        Thank you. We received your message{reference ? ` (reference ${reference})` : ""}
        {copy === "sent" ? " and sent you a copy by email" : ""}. We answer within one working day.
      </FormMessage>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Enquiry">
      {submit.formError && <FormMessage>{submit.formError}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your name" name="name" autoComplete="name" error={errors.name} />
        <Field label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone (optional)" name="phone" type="tel" autoComplete="tel" placeholder="+60123456789" error={errors.phone} />
        <div className="space-y-1">
          <label htmlFor="enquiry-topic" className="block text-sm font-medium">
            Topic
          </label>
          <select
            id="enquiry-topic"
            name="topic"
            defaultValue={defaultTopic}
            aria-invalid={errors.topic ? true : undefined}
            className={controlClass}
          >
            {ENQUIRY_TOPICS.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
          {errors.topic && <p className="text-sm text-red-700">{errors.topic}</p>}
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor="enquiry-message" className="block text-sm font-medium">
          Message
        </label>
        <textarea
          id="enquiry-message"
          name="message"
          rows={5}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "enquiry-message-error" : undefined}
          className={controlClass}
        />
        {errors.message && (
          <p id="enquiry-message-error" className="text-sm text-red-700">
            {errors.message}
          </p>
        )}
      </div>
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <div aria-hidden="true" className="hidden">
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <Button type="submit" busy={submit.busy}>
        Send message
      </Button>
    </form>
  );
}
