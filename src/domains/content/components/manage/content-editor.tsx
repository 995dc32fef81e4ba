"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/styles";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { FormMessage } from "@/components/ui/field";
import { RichText } from "../rich-text";

export interface EditorField {
  name: string;
  label: string;
  kind: "text" | "textarea" | "number";
  hint?: string;
  maxLength?: number;
  rows?: number;
  /** Shown rendered under the form as the reader will see it. */
  preview?: "rich" | "plain";
}

type Target = { kind: "news_post" | "faq_entry"; id: string | null } | { kind: "text_block"; id: string };

const SAVE_FUNCTION = { news_post: "saveNewsPost", faq_entry: "saveFaqEntry", text_block: "saveTextBlock" } as const;

/**
 * The form of one post, FAQ entry or text block: save the draft, publish it, unpublish or delete, with a
 * preview of the text as it will read. Every action goes through the content functions; the page reloads
 * its server data afterwards.
 */
export function ContentEditor({
  target,
  fields,
  values,
  status,
  hasDraft,
  afterCreateHref,
  listHref,
}: {
  target: Target;
  fields: EditorField[];
  values: Record<string, string | number>;
  status: "new" | "draft" | "published" | "default";
  hasDraft: boolean;
  /** Where a newly created item opens (its id appended). */
  afterCreateHref?: string;
  listHref: string;
}) {
  const t = useTranslations("dashboardContent.editor");
  const router = useRouter();
  const [current, setCurrent] = useState<Record<string, string | number>>(values);
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useFunctionCall<{ id?: string; key?: string }>(SAVE_FUNCTION[target.kind]);
  const publish = useFunctionCall<unknown>("publishContent");
  const unpublish = useFunctionCall<unknown>("unpublishContent");
  const remove = useFunctionCall<unknown>("deleteContent");
  const { confirm, dialog } = useConfirm();
  const busy = save.busy || publish.busy || unpublish.busy || remove.busy;
  const formError = save.formError ?? publish.formError ?? unpublish.formError ?? remove.formError;

  function payload() {
    if (target.kind === "text_block") return { key: target.id, text: String(current.text ?? "") };
    const data: Record<string, unknown> = { ...current };
    if (target.id) data.id = target.id;
    if (target.kind === "faq_entry") data.sortOrder = Number(current.sortOrder ?? 0);
    return data;
  }

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await save.run(payload());
    if (!result) return;
    setDirty(false);
    setNotice(t(status === "published" || status === "default" ? "savedPublished" : "saved"));
    if (!target.id && result.id && afterCreateHref) router.push(`${afterCreateHref}${result.id}`);
    else router.refresh();
  }

  async function onPublish() {
    if (!target.id) return;
    // Publishing what is on screen: unsaved changes are saved as the draft first.
    if (dirty) {
      const saved = await save.run(payload());
      if (!saved) return;
      setDirty(false);
    }
    if (await publish.run({ kind: target.kind, id: target.id })) {
      setNotice(t("published"));
      router.refresh();
    }
  }

  async function onUnpublish() {
    if (!target.id) return;
    const confirmed = await confirm({
      title: t(target.kind === "text_block" ? "unpublishText.title" : "unpublishItem.title"),
      description: t(target.kind === "text_block" ? "unpublishText.description" : "unpublishItem.description"),
      confirmLabel: t("unpublish"),
    });
    if (!confirmed) return;
    if (await unpublish.run({ kind: target.kind, id: target.id })) {
      setNotice(t(target.kind === "text_block" ? "unpublishText.done" : "unpublishItem.done"));
      router.refresh();
    }
  }

  async function onDelete() {
    if (!target.id || target.kind === "text_block") return;
    const confirmed = await confirm({
      title: t("delete.title"),
      description: t("delete.description"),
      confirmLabel: t("deleteDraft"),
      tone: "danger",
    });
    if (!confirmed) return;
    if (await remove.run({ kind: target.kind, id: target.id })) router.push(listHref);
  }

  const errors = save.fieldErrors;
  // Something to publish: an unpublished post or entry, a waiting draft, or changes on screen.
  const canPublish = target.id !== null && (status === "draft" || hasDraft || dirty);

  return (
    <div className="space-y-6">
      {dialog}
      <form onSubmit={onSave} noValidate className="space-y-4 rounded-2xl border border-line bg-white p-5">
        {fields.map((field) => {
          const id = `content-${field.name}`;
          const error = errors[field.name];
          const describedBy =
            [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
          const common = {
            id,
            name: field.name,
            value: current[field.name] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy,
            maxLength: field.maxLength,
            // aria-invalid turns the border red (the kit's control style).
            className: controlClass,
            onChange: (event: { target: { value: string } }) => {
              setCurrent((before) => ({ ...before, [field.name]: event.target.value }));
              setDirty(true);
              setNotice(null);
            },
          };
          return (
            <div key={field.name} className="space-y-1">
              <label htmlFor={id} className="block text-sm font-medium">
                {field.label}
              </label>
              {field.kind === "textarea" ? (
                <textarea {...common} rows={field.rows ?? 6} />
              ) : (
                <input {...common} type={field.kind === "number" ? "number" : "text"} />
              )}
              {field.hint && !error && (
                <p id={`${id}-hint`} className="text-xs text-muted">
                  {field.hint}
                </p>
              )}
              {error && (
                <p id={`${id}-error`} className="text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {formError && <FormMessage>{formError}</FormMessage>}
        {notice && !formError && <FormMessage tone="success">{notice}</FormMessage>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" busy={save.busy} disabled={busy}>
            {t("saveDraft")}
          </Button>
          {target.id !== null && (
            <Button onClick={onPublish} busy={publish.busy} disabled={busy || !canPublish}>
              {t("publish")}
            </Button>
          )}
          {(status === "published" || (target.kind === "text_block" && status !== "default")) && (
            <Button variant="secondary" onClick={onUnpublish} busy={unpublish.busy} disabled={busy}>
              {t("unpublish")}
            </Button>
          )}
          {target.kind !== "text_block" && target.id !== null && status === "draft" && (
            <Button variant="danger" onClick={onDelete} busy={remove.busy} disabled={busy}>
              {t("deleteDraft")}
            </Button>
          )}
        </div>
      </form>

      <section aria-labelledby="content-preview" className="rounded-2xl border border-dashed border-line bg-canvas p-5">
        <h2 id="content-preview" className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t(dirty ? "previewUnsaved" : "preview")}
        </h2>
        <div className="mt-3 space-y-3">
          {fields
            .filter((field) => field.preview)
            .map((field) =>
              field.preview === "rich" ? (
                <RichText key={field.name} source={String(current[field.name] ?? "")} />
              ) : (
                <p
                  key={field.name}
                  className={
                    field.name === "title" || field.name === "question" ? "text-2xl font-semibold" : "text-muted"
                  }
                >
                  {String(current[field.name] ?? "")}
                </p>
              ),
            )}
        </div>
      </section>
    </div>
  );
}
