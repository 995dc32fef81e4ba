"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LOCALE_NAMES } from "@/lib/locales";
import { TRANSLATION_LOCALES, type TranslationLocale } from "@/lib/translations";
import { useFunctionCall } from "./use-function-call";

export interface TranslatedField {
  name: string;
  label: string;
  kind: "text" | "textarea";
  rows?: number;
  maxLength?: number;
  hint?: string;
}

/**
 * The translations of one thing (a post, an FAQ entry, a marketing text, a listing's title and description):
 * a tab per language beside the English original, each saying whether readers in that language read its own text
 * or the English original, with a form to write it (docs/I18N.md, "Content in other languages"). Saving and
 * removing go through the functions named, with `target` (what is translated) and the language added. Its words
 * are the shell's (`dashboardShell.translations`): the content manager and the listing editor both show it.
 */
export function TranslationTabs({
  heading,
  fields,
  original,
  translations,
  target,
  saveFunction,
  removeFunction,
}: {
  heading: string;
  fields: TranslatedField[];
  /** The English original's fields, as readers without a translation see them. */
  original: Record<string, string>;
  translations: Partial<Record<TranslationLocale, Record<string, string>>>;
  target: Record<string, string>;
  saveFunction: string;
  removeFunction: string;
}) {
  // What is typed in each language, kept here so that it survives a look at another tab (a tab's panel unmounts).
  const t = useTranslations("dashboardShell.translations");
  const [drafts, setDrafts] = useState<Partial<Record<TranslationLocale, Record<string, string>>>>({});
  const empty = Object.fromEntries(fields.map((field) => [field.name, ""]));
  return (
    <section aria-labelledby="translations-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="translations-heading" className="font-semibold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("intro")}</p>
      <Tabs defaultValue="en" className="mt-3">
        <TabsList aria-label={t("languages")}>
          <TabsTrigger value="en">{t("englishTab")}</TabsTrigger>
          {TRANSLATION_LOCALES.map((locale) => (
            <TabsTrigger key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
              <span className="sr-only"> ({t(translations[locale] ? "ownText" : "fallback")})</span>
              <span aria-hidden="true" className="ml-1">
                {translations[locale] ? "✓" : "·"}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="en">
          <OriginalText fields={fields} original={original} />
        </TabsContent>
        {TRANSLATION_LOCALES.map((locale) => (
          <TabsContent key={locale} value={locale}>
            <TranslationForm
              locale={locale}
              fields={fields}
              original={original}
              saved={translations[locale] ?? null}
              values={drafts[locale] ?? translations[locale] ?? empty}
              onValues={(values) => setDrafts((before) => ({ ...before, [locale]: values }))}
              target={target}
              saveFunction={saveFunction}
              removeFunction={removeFunction}
            />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function OriginalText({ fields, original }: { fields: TranslatedField[]; original: Record<string, string> }) {
  return (
    <dl className="space-y-3 text-sm">
      {fields.map((field) => (
        <div key={field.name}>
          <dt className="font-medium">{field.label}</dt>
          <dd className="mt-1 whitespace-pre-line text-muted">{original[field.name] || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

function TranslationForm({
  locale,
  fields,
  original,
  saved,
  values,
  onValues,
  target,
  saveFunction,
  removeFunction,
}: {
  locale: TranslationLocale;
  fields: TranslatedField[];
  original: Record<string, string>;
  saved: Record<string, string> | null;
  values: Record<string, string>;
  onValues: (values: Record<string, string>) => void;
  target: Record<string, string>;
  saveFunction: string;
  removeFunction: string;
}) {
  const t = useTranslations("dashboardShell.translations");
  const router = useRouter();
  const language = LOCALE_NAMES[locale];
  const [notice, setNotice] = useState<string | null>(null);
  const save = useFunctionCall<{ changed: boolean }>(saveFunction);
  const remove = useFunctionCall<{ removed: boolean }>(removeFunction);
  const { confirm, dialog } = useConfirm();
  const busy = save.busy || remove.busy;
  const formError = save.formError ?? remove.formError;

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await save.run({ ...target, locale, ...values });
    if (!result) return;
    setNotice(t("saved", { language }));
    router.refresh();
  }

  async function onRemove() {
    const confirmed = await confirm({
      title: t("removeTitle", { language }),
      description: t("removeDescription"),
      confirmLabel: t("remove"),
      tone: "danger",
    });
    if (!confirmed) return;
    if (await remove.run({ ...target, locale })) {
      onValues(Object.fromEntries(fields.map((field) => [field.name, ""])));
      setNotice(t("removed", { language }));
      router.refresh();
    }
  }

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {dialog}
      <div className="space-y-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{t("englishOriginal")}</h3>
        <OriginalText fields={fields} original={original} />
      </div>
      <form onSubmit={onSave} noValidate className="space-y-4" aria-label={t("form", { language })} lang={locale}>
        <p>{saved ? <Badge tone="success">{t("ownText")}</Badge> : <Badge tone="warning">{t("fallback")}</Badge>}</p>
        {fields.map((field) => {
          const common = {
            name: field.name,
            value: values[field.name] ?? "",
            maxLength: field.maxLength,
            onChange: (event: { target: { value: string } }) => {
              onValues({ ...values, [field.name]: event.target.value });
              setNotice(null);
            },
          };
          return (
            <Field
              key={field.name}
              id={`translation-${locale}-${field.name}`}
              label={t("field", { label: field.label, language })}
              hint={field.hint}
              error={save.fieldErrors[field.name]}
            >
              {field.kind === "textarea" ? <Textarea {...common} rows={field.rows ?? 6} /> : <Input {...common} />}
            </Field>
          );
        })}
        {formError && <FormMessage>{formError}</FormMessage>}
        {notice && !formError && <FormMessage tone="success">{notice}</FormMessage>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={save.busy} disabled={busy}>
            {t("save")}
          </Button>
          {saved && (
            <Button variant="secondary" onClick={onRemove} busy={remove.busy} disabled={busy}>
              {t("remove")}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
