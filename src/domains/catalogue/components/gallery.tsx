/** The product page's photos: the cover large, the next four beside it; each opens full size. */
export function Gallery({ photos, title }: { photos: { url: string; alt: string; width: number; height: number }[]; title: string }) {
  if (photos.length === 0) {
    return <div className="mt-6 flex aspect-[3/1] items-center justify-center rounded-2xl bg-brand-50 text-muted">No photos yet</div>;
  }
  const [cover, ...rest] = photos;
  return (
    <div className="mt-6 grid gap-2 overflow-hidden rounded-2xl sm:grid-cols-4 sm:grid-rows-2" role="group" aria-label={`Photos of ${title}`}>
      <a href={cover!.url} className="sm:col-span-2 sm:row-span-2" target="_blank" rel="noreferrer">
        {/* Photos are sized at upload; a plain <img> keeps the page free of an image server. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={cover!.url} alt={cover!.alt || title} width={cover!.width} height={cover!.height} className="h-full w-full object-cover" fetchPriority="high" />
      </a>
      {rest.slice(0, 4).map((photo) => (
        <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer" className="hidden sm:block">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={photo.url} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" className="h-full w-full object-cover" />
        </a>
      ))}
    </div>
  );
}
