import { useTranslations } from "next-intl";

/** Written out whole so that Tailwind sees the class names. */
const SIDE_BY_SIDE = ["", "sm:grid-cols-1", "sm:grid-cols-2", "sm:grid-cols-3"];

/** The product page's photos: the cover large, the next four beside it; each opens full size. */
export function Gallery({
  photos,
  title,
}: {
  photos: { url: string; alt: string; width: number; height: number }[];
  title: string;
}) {
  const t = useTranslations("product");
  if (photos.length === 0) {
    return (
      <div className="mt-6 flex aspect-[3/1] items-center justify-center rounded-2xl bg-brand-50 text-muted">
        {t("gallery.none")}
      </div>
    );
  }
  const [cover, ...rest] = photos;
  // Two or three photos sit side by side; five and more make a mosaic around the cover.
  const mosaic = photos.length >= 4;
  return (
    <div
      className={`mt-6 grid gap-2 overflow-hidden rounded-2xl ${mosaic ? "sm:grid-cols-4 sm:grid-rows-2" : SIDE_BY_SIDE[Math.min(photos.length, 3)]}`}
      role="group"
      aria-label={t("gallery.label", { title })}
    >
      <a
        href={cover!.url}
        className={mosaic ? "sm:col-span-2 sm:row-span-2" : undefined}
        target="_blank"
        rel="noreferrer"
      >
        {/* Photos are sized at upload; a plain <img> keeps the page free of an image server. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={cover!.url}
          alt={cover!.alt || title}
          width={cover!.width}
          height={cover!.height}
          className="h-full w-full object-cover"
          fetchPriority="high"
        />
      </a>
      {rest.slice(0, 4).map((photo) => (
        <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer" className="hidden sm:block">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={photo.url}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        </a>
      ))}
    </div>
  );
}
