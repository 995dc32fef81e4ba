"use client";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export interface PhotoCardProps {
  photo: { id: string; url: string; alt: string };
  /** Its place in the list (from 0) and the list's length: the move buttons stop at the ends. */
  index: number;
  count: number;
  /** The name of the list's cover radio group: one cover per list. */
  coverGroup: string;
  isCover: boolean;
  /** An example description in the photo's field ("e.g. Living room with a balcony"). */
  placeholder: string;
  testId: string;
  onAltChange: (alt: string) => void;
  onCover: () => void;
  onMove: (by: -1 | 1) => void;
  /** Deletes the photo after the confirmation; resolves false when it failed, so the dialog stays open. */
  onDelete: () => Promise<boolean>;
  /** Why the last delete failed, shown in the confirmation. */
  deleteError?: string | null;
  onDeleteOpen?: () => void;
}

/**
 * One photo in an editor's ordered list, a listing's or an add-on's: the picture, its description for screen
 * readers, the cover choice, moving it earlier or later, and deleting it after a confirmation.
 */
export function PhotoCard({
  photo,
  index,
  count,
  coverGroup,
  isCover,
  placeholder,
  testId,
  onAltChange,
  onCover,
  onMove,
  onDelete,
  deleteError,
  onDeleteOpen,
}: PhotoCardProps) {
  const place = index + 1;
  return (
    <li className="space-y-2 rounded-xl border border-line p-3" data-testid={testId}>
      {/* Our own stored WebP files, already sized: no image optimiser needed. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={photo.url}
        alt={photo.alt}
        className="aspect-[3/2] w-full rounded-lg object-cover"
        width={960}
        height={640}
      />
      <label className="block text-sm">
        <span className="font-medium">Description of photo {place}</span>
        <input
          value={photo.alt}
          maxLength={200}
          onChange={(event) => onAltChange(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-line px-3 py-2 text-sm"
          placeholder={placeholder}
        />
      </label>
      <label className="flex items-center gap-1.5 text-sm">
        <input type="radio" name={coverGroup} checked={isCover} onChange={onCover} className="h-4 w-4" />
        Cover photo
      </label>
      <div className="flex items-center gap-1 text-sm">
        <Button
          variant="ghost"
          className="px-2 py-1"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={`Move photo ${place} earlier`}
        >
          ←
        </Button>
        <Button
          variant="ghost"
          className="px-2 py-1"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={`Move photo ${place} later`}
        >
          →
        </Button>
        <span className="flex-1" />
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="px-2 py-1 text-red-700" aria-label={`Delete photo ${place}`}>
              Delete
            </Button>
          }
          onOpenChange={(open) => open && onDeleteOpen?.()}
          title="Delete this photo?"
          description="This cannot be undone."
          confirmLabel="Delete photo"
          tone="danger"
          onConfirm={onDelete}
          error={deleteError}
        />
      </div>
    </li>
  );
}
