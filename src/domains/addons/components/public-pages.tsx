import Link from "next/link";
import { CheckoutSignIn } from "@/domains/identity/components/checkout-sign-in";
import { guestContactOf } from "@/domains/identity";
import { TEST_CARDS } from "@/domains/payments";
import { COUNTRIES } from "@/lib/countries";
import { formatMoney } from "@/lib/money";
import { mayBookStays } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";
import { ADDON_KIND_LABELS, ADDON_KINDS, todayIn, type AddonKind } from "../pricing";
import { getPublicAddon, listPublicAddons } from "../queries";
import { AddonOrderForm } from "./order-form";
import { EmptyState } from "@/components/ui/empty-state";

const isKind = (value: string | undefined): value is AddonKind =>
  (ADDON_KINDS as readonly string[]).includes(value ?? "");

/** /experiences: every active tour, transfer and meal, filtered by kind; each links to its page. */
export async function AddonCataloguePage({ kind }: { kind?: string }) {
  const chosen = isKind(kind) ? kind : undefined;
  const products = await listPublicAddons(db(), { kind: chosen });
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Tours, transfers and meals</h1>
        <p className="mt-2 text-muted">Book a day tour, an airport pick-up or a meal on its own, paid by card.</p>
      </div>
      <nav aria-label="Kinds" className="flex flex-wrap gap-2 text-sm">
        {[undefined, ...ADDON_KINDS].map((value) => (
          <Link
            key={value ?? "all"}
            href={value ? `/experiences?kind=${value}` : "/experiences"}
            aria-current={chosen === value ? "page" : undefined}
            className={`rounded-full border px-3 py-1.5 ${chosen === value ? "border-brand-600 bg-brand-50 font-medium" : "border-line bg-white hover:bg-brand-50"}`}
          >
            {value ? ADDON_KIND_LABELS[value].many : "All"}
          </Link>
        ))}
      </nav>
      {products.length === 0 ? (
        <EmptyState title="Nothing to book here yet." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li
              key={product.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white"
              data-testid="addon-card"
            >
              {product.coverUrl ? (
                // Our own stored WebP files, already sized (960 px): no image optimiser needed.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={product.coverUrl}
                  alt=""
                  width={960}
                  height={640}
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover"
                  data-testid="addon-cover"
                />
              ) : (
                <div aria-hidden="true" className="aspect-[3/2] w-full bg-gradient-to-br from-brand-50 to-white" />
              )}
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
                  {ADDON_KIND_LABELS[product.kind].one}
                </p>
                <h2 className="mt-1 text-lg font-semibold">
                  <Link href={`/experiences/${product.id}`} className="hover:underline">
                    {product.title}
                  </Link>
                </h2>
                <p className="text-sm text-muted">
                  {product.city}, {COUNTRIES[product.country].name}
                </p>
                <p className="mt-2 line-clamp-3 text-sm">{product.description}</p>
                <p className="mt-auto pt-3 font-medium">
                  {formatMoney({ amountMinor: product.priceMinor, currency: product.currency })}{" "}
                  <span className="text-sm font-normal text-muted">per {product.priceUnit}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /experiences/{id}: the product, its open times, and the order form for a signed-in guest. */
export async function AddonProductPage({ id }: { id: string }) {
  const found = await getPublicAddon(db(), { id });
  if (!found) return null;
  const { product, slots, photos } = found;
  // The cover leads the gallery; the others follow in the supplier's order.
  const gallery = [...photos.filter((photo) => photo.isCover), ...photos.filter((photo) => !photo.isCover)];
  const actor = await currentActor();
  const contact = actor.kind === "user" && mayBookStays(actor) ? await guestContactOf(db(), { actor }) : null;
  const labels = ADDON_KIND_LABELS[product.kind];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm">
        <Link href="/experiences" className="font-medium text-brand-700 underline">
          ← All tours, transfers and meals
        </Link>
      </p>
      <div className="mt-2 grid gap-8 lg:grid-cols-[1fr_420px]">
        <div className="space-y-4">
          <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{labels.one}</p>
          <h1 className="text-3xl font-semibold tracking-tight">{product.title}</h1>
          <p className="text-muted">
            {product.city}, {COUNTRIES[product.country].name} · by {product.organisationName}
          </p>
          {gallery.length > 0 && (
            <section aria-label="Photos" className="space-y-2" data-testid="addon-gallery">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={gallery[0]!.url}
                alt={gallery[0]!.alt || product.title}
                width={gallery[0]!.width}
                height={gallery[0]!.height}
                className="aspect-[3/2] w-full rounded-2xl object-cover"
              />
              {gallery.length > 1 && (
                <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                  {gallery.slice(1).map((photo, index) => (
                    <li key={photo.id}>
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img
                        src={photo.url}
                        alt={photo.alt || `${product.title}, photo ${index + 2}`}
                        width={photo.width}
                        height={photo.height}
                        loading="lazy"
                        className="aspect-[3/2] w-full rounded-lg object-cover"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <p className="whitespace-pre-line">{product.description}</p>
          <dl className="grid gap-2 rounded-2xl border border-line bg-white p-5 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">Price</dt>
              <dd className="font-medium">
                {formatMoney({ amountMinor: product.priceMinor, currency: product.currency }, { exact: true })} per{" "}
                {product.priceUnit}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Duration</dt>
              <dd className="font-medium">
                {product.durationMinutes >= 60
                  ? `${Math.floor(product.durationMinutes / 60)} h ${product.durationMinutes % 60 ? `${product.durationMinutes % 60} min` : ""}`
                  : `${product.durationMinutes} min`}
              </dd>
            </div>
            {product.kind === "airport_transfer" ? (
              <div className="sm:col-span-2">
                <dt className="text-muted">Pickup zones</dt>
                <dd className="font-medium">{product.pickupZones.join(", ")}</dd>
              </div>
            ) : (
              product.meetingPoint && (
                <div className="sm:col-span-2">
                  <dt className="text-muted">{product.kind === "meal" ? "Venue" : "Meeting point"}</dt>
                  <dd className="font-medium">{product.meetingPoint}</dd>
                </div>
              )
            )}
            <div className="sm:col-span-2">
              <dt className="text-muted">Times</dt>
              <dd>Local time ({product.timeZone.replace("_", " ")}). Cancelled by the supplier: refunded in full.</dd>
            </div>
          </dl>
        </div>
        <div>
          {actor.kind !== "user" ? (
            <CheckoutSignIn returnTo={`/experiences/${product.id}`} partner={null} />
          ) : !contact ? (
            <p className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm" data-testid="not-a-guest">
              You are signed in as <span className="font-medium">{actor.email}</span>, which is not a guest account. Log
              in with a guest account to book.
            </p>
          ) : (
            <AddonOrderForm
              product={product}
              slots={slots.map((slot) => ({
                id: slot.id,
                day: slot.day,
                startTime: slot.startTime,
                left: slot.capacity - slot.taken,
              }))}
              contact={contact}
              today={todayIn(product.timeZone)}
              testCard={TEST_CARDS.succeeds}
              confirmCard={TEST_CARDS.confirms}
            />
          )}
        </div>
      </div>
    </div>
  );
}
