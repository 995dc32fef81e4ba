"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { PhotoCard } from "@/components/photos/photo-card";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import { ACCEPTED_PHOTO_TYPES, photoFileProblem } from "@/lib/photo-rules";
import { EmptyState } from "@/components/ui/empty-state";

export interface EditorAddonPhoto {
  id: string;
  url: string;
  alt: string;
  isCover: boolean;
}

interface Upload {
  key: string;
  name: string;
  state: "waiting" | "uploading" | "done" | "failed";
  message?: string;
}

/** The file's bytes as base64, without the `data:` prefix (the functions API takes JSON). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A product's photos on its dashboard card: upload several (each checked here for type and size, and on the
 * server for what it really is), then order them, choose the cover guests see first, describe each, and delete
 * one after a confirmation.
 */
export function AddonProductPhotos({
  productId,
  productTitle,
  photos,
  maxPhotos,
}: {
  productId: string;
  productTitle: string;
  photos: EditorAddonPhoto[];
  maxPhotos: number;
}) {
  return (
    <div className="space-y-4">
      <PhotoUploader productId={productId} productTitle={productTitle} count={photos.length} maxPhotos={maxPhotos} />
      {/* Re-mounted when the server's set of photos changes (an upload or a delete), so its edits start fresh. */}
      <PhotoArranger
        key={photos.map((photo) => photo.id).join(",")}
        productId={productId}
        productTitle={productTitle}
        photos={photos}
      />
    </div>
  );
}

function PhotoUploader({
  productId,
  productTitle,
  count,
  maxPhotos,
}: {
  productId: string;
  productTitle: string;
  count: number;
  maxPhotos: number;
}) {
  const t = useTranslations("dashboardAddons.photos");
  const router = useRouter();
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.some((upload) => upload.state === "uploading" || upload.state === "waiting");
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const setUpload = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function accept(files: File[]) {
    if (files.length === 0) return;
    const room = maxPhotos - count;
    const batch = files.map((file, index) => {
      const problem = index >= room ? t("tooMany", { max: maxPhotos }) : photoFileProblem(file);
      const upload: Upload = {
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        state: problem ? "failed" : "waiting",
        message: problem ?? undefined,
      };
      return { file, upload };
    });
    setUploads(batch.map((item) => item.upload));
    // One at a time: each photo is up to 8 MB, and the server decodes each one.
    for (const { file, upload } of batch) {
      if (upload.state === "failed") continue;
      setUpload(upload.key, { state: "uploading" });
      try {
        await callFunction("uploadAddonPhoto", { productId, fileName: file.name, contentBase64: await base64Of(file) });
        setUpload(upload.key, { state: "done" });
      } catch (error) {
        setUpload(upload.key, {
          state: "failed",
          message: error instanceof FunctionsError ? error.message : t("failed"),
        });
      }
    }
    if (mounted.current) router.refresh();
  }

  return (
    <div className="space-y-2">
      <label
        htmlFor={inputId}
        className="inline-block cursor-pointer rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium focus-within:ring-2 hover:bg-brand-50"
      >
        {t("add")}
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_PHOTO_TYPES.join(",")}
          disabled={busy || count >= maxPhotos}
          className="sr-only"
          aria-label={t("addOf", { title: productTitle })}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            void accept(files);
          }}
        />
      </label>
      <p className="text-xs text-muted">{t("rules", { max: maxPhotos })}</p>
      {uploads.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={t("uploads")} aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key} className="flex flex-wrap gap-x-2">
              <span className="truncate">{upload.name}</span>
              <span
                className={upload.state === "failed" ? "text-red-700" : "text-muted"}
                role={upload.state === "failed" ? "alert" : undefined}
              >
                {upload.state === "waiting" && t("waiting")}
                {upload.state === "uploading" && t("uploading")}
                {upload.state === "done" && t("uploaded")}
                {upload.state === "failed" && upload.message}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PhotoArranger({
  productId,
  productTitle,
  photos,
}: {
  productId: string;
  productTitle: string;
  photos: EditorAddonPhoto[];
}) {
  const t = useTranslations("dashboardAddons.photos");
  const router = useRouter();
  const arrange = useFunctionCall<{ photos: number }>("arrangeAddonPhotos");
  const remove = useFunctionCall<{ photos: number }>("deleteAddonPhoto");
  const [rows, setRows] = useState(photos);
  const [cover, setCover] = useState(photos.find((photo) => photo.isCover)?.id ?? photos[0]?.id ?? "");
  const toast = useToast();
  const group = useId();

  if (photos.length === 0) return <EmptyState size="inline" title={t("none")} description={t("noneHint")} />;

  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });

  async function save() {
    const result = await arrange.run({
      productId,
      photos: rows.map((row) => ({ id: row.id, alt: row.alt })),
      coverPhotoId: cover,
    });
    if (result) {
      toast({ title: t("saved"), tone: "success" });
      router.refresh();
    }
  }

  async function deletePhoto(photoId: string) {
    const result = await remove.run({ productId, photoId });
    if (!result) return false;
    router.refresh();
    return true;
  }

  return (
    <div className="space-y-3">
      {arrange.formError && <FormMessage>{arrange.formError}</FormMessage>}
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("of", { title: productTitle })}>
        {rows.map((photo, index) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            index={index}
            count={rows.length}
            coverGroup={`cover-${group}`}
            isCover={cover === photo.id}
            placeholder={t("altExample")}
            testId="addon-photo"
            onAltChange={(alt) =>
              setRows((current) => current.map((row) => (row.id === photo.id ? { ...row, alt } : row)))
            }
            onCover={() => setCover(photo.id)}
            onMove={(by) => move(index, by)}
            onDelete={() => deletePhoto(photo.id)}
            deleteError={remove.formError}
            onDeleteOpen={() => remove.setFormError(null)}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" busy={arrange.busy} onClick={() => void save()}>
          {t("save")}
        </Button>
      </div>
    </div>
  );
}
