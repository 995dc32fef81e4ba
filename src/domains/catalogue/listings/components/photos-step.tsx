"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { PhotoCard } from "@/components/photos/photo-card";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import { ACCEPTED_PHOTO_TYPES, photoFileProblem } from "@/lib/photo-rules";
import { MAX_PHOTOS } from "../steps";
import { editorHref } from "../filters";
import { EmptyState } from "@/components/ui/empty-state";

export interface EditorPhoto {
  id: string;
  url: string;
  alt: string;
  isCover: boolean;
}

interface Upload {
  key: string;
  name: string;
  preview: string;
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
 * Photos of a listing: upload several (picker or drag and drop), each checked here for type and size and on the
 * server for what it really is; then order them, choose the cover, describe each for guests who cannot see
 * it, and delete with a confirmation.
 */
export function PhotosStep({ propertyId, photos }: { propertyId: string; photos: EditorPhoto[] }) {
  return (
    <div className="space-y-5">
      <PhotoUploader propertyId={propertyId} count={photos.length} />
      {/* Re-mounted when the server's set of photos changes (an upload or a delete), so its edits start fresh. */}
      <PhotoArranger key={photos.map((photo) => photo.id).join(",")} propertyId={propertyId} photos={photos} />
    </div>
  );
}

function PhotoUploader({ propertyId, count }: { propertyId: string; count: number }) {
  const t = useTranslations("dashboardCatalogue.photos");
  const router = useRouter();
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const busy = uploads.some((upload) => upload.state === "uploading" || upload.state === "waiting");
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const setUpload = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function accept(files: File[]) {
    if (files.length === 0) return;
    const room = MAX_PHOTOS - count;
    const batch = files.map((file, index) => {
      const preview = URL.createObjectURL(file);
      previews.current.push(preview);
      const problem = index >= room ? t("tooMany", { max: String(MAX_PHOTOS) }) : photoFileProblem(file);
      return {
        file,
        upload: {
          key: `${Date.now()}-${index}-${file.name}`,
          name: file.name,
          preview,
          state: problem ? "failed" : "waiting",
          message: problem ?? undefined,
        } as Upload,
      };
    });
    // The list shows the latest choice of files; what was uploaded before is in the photos below.
    setUploads(batch.map((item) => item.upload));
    // One at a time: each photo is up to 8 MB, and the server decodes each one.
    for (const { file, upload } of batch) {
      if (upload.state === "failed") continue;
      setUpload(upload.key, { state: "uploading" });
      try {
        await callFunction("uploadListingPhoto", {
          propertyId,
          fileName: file.name,
          contentBase64: await base64Of(file),
        });
        setUpload(upload.key, { state: "done" });
      } catch (error) {
        setUpload(upload.key, {
          state: "failed",
          message: error instanceof FunctionsError ? error.message : t("failed"),
        });
      }
    }
    router.refresh();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void accept(Array.from(event.dataTransfer.files));
  }

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="space-y-3 rounded-2xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id={`${inputId}-heading`} className="font-semibold">
        {t("add")}
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          "rounded-xl border-2 border-dashed p-6 text-center",
          dragging ? "border-brand-500 bg-brand-50" : "border-line",
        )}
        data-testid="photo-drop-zone"
      >
        <p className="text-sm">{t("drag")}</p>
        <label
          htmlFor={inputId}
          className="mt-2 inline-block cursor-pointer rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-brand-50 focus-within:ring-2"
        >
          {t("choose")}
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPTED_PHOTO_TYPES.join(",")}
            disabled={busy}
            className="sr-only"
            aria-label={t("choose")}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = "";
              void accept(files);
            }}
          />
        </label>
        <p className="mt-2 text-xs text-muted">{t("rules")}</p>
      </div>
      {uploads.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t("uploads")} aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key} className="flex items-center gap-3 rounded-lg border border-line p-2 text-sm">
              {/* A local preview of the chosen file. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={upload.preview} alt="" className="h-12 w-16 rounded object-cover" />
              <span className="min-w-0 flex-1">
                <span className="block truncate">{upload.name}</span>
                <span
                  className={clsx("block text-xs", upload.state === "failed" ? "text-red-700" : "text-muted")}
                  role={upload.state === "failed" ? "alert" : undefined}
                >
                  {upload.state === "waiting" && t("waiting")}
                  {upload.state === "uploading" && t("uploading")}
                  {upload.state === "done" && t("uploaded")}
                  {upload.state === "failed" && upload.message}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PhotoArranger({ propertyId, photos }: { propertyId: string; photos: EditorPhoto[] }) {
  const t = useTranslations("dashboardCatalogue.photos");
  const router = useRouter();
  const arrange = useFunctionCall<{ photos: number }>("arrangeListingPhotos");
  const remove = useFunctionCall<{ photos: number }>("deleteListingPhoto");
  const [rows, setRows] = useState(photos);
  const [cover, setCover] = useState(photos.find((photo) => photo.isCover)?.id ?? photos[0]?.id ?? "");

  if (photos.length === 0) return <EmptyState size="inline" title={t("none")} description={t("noneHint")} />;

  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });

  async function save(thenContinue: boolean) {
    const result = await arrange.run({
      propertyId,
      photos: rows.map((row) => ({ id: row.id, alt: row.alt })),
      coverPhotoId: cover,
    });
    if (result) {
      if (thenContinue) router.push(editorHref(propertyId, "prices"));
      router.refresh();
    }
  }

  async function deletePhoto(photoId: string) {
    const result = await remove.run({ propertyId, photoId });
    if (!result) return false;
    router.refresh();
    return true;
  }

  return (
    <section aria-label={t("yours")} className="space-y-4 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 className="font-semibold">{t("yours")}</h2>
      <p className="text-sm text-muted">{t("yoursIntro")}</p>
      {arrange.formError && <FormMessage>{arrange.formError}</FormMessage>}
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((photo, index) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            index={index}
            count={rows.length}
            coverGroup={"cover"}
            isCover={cover === photo.id}
            placeholder={t("altPlaceholder")}
            testId="listing-photo"
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
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Button busy={arrange.busy} onClick={() => void save(true)}>
          {t("saveContinue")}
        </Button>
        <Button variant="secondary" busy={arrange.busy} onClick={() => void save(false)}>
          {t("save")}
        </Button>
        <Link href={editorHref(propertyId, "units")} className="text-sm font-medium text-brand-700 underline">
          {t("back")}
        </Link>
      </div>
    </section>
  );
}
