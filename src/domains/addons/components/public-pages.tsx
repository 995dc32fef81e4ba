import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { CheckoutSignIn } from "@/domains/identity/components/checkout-sign-in";
import { guestContactOf } from "@/domains/identity";
import { TEST_CARDS } from "@/domains/payments";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { mayBookStays } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";
import { ADDON_KINDS, todayIn, type AddonKind } from "../pricing";
import { getPublicAddon, listPublicAddons } from "../queries";
import { AddonOrderForm } from "./order-form";
import { EmptyState } from "@/components/ui/empty-state";

const isKind = (value: string | undefined): value is AddonKind =>
  (ADDON_KINDS as readonly string[]).includes(value ?? "");

/**
 * The words both pages share, in the request's language (docs/I18N.md): the `addons` namespace, and the
 * countries' names from `search`'s. What suppliers wrote (titles, descriptions, places) stays as written.
 */
async function addonWords() {
  const [t, places, locale] = await Promise.all([
    getTranslations("addons"),
    getTranslations("search"),
    getLocale() as Promise<Locale>,
  ]);
  return { t, places, locale };
}

/** /experiences: every active tour, transfer and meal, filtered by kind; each links to its page. */
export async function AddonCataloguePage({ kind }: { kind?: string }) {
  const chosen = isKind(kind) ? kind : undefined;
  const [products, { t, places, locale }] = await Promise.all([listPublicAddons(db(), { kind: chosen }), addonWords()]);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t("catalogue.heading")}</h1>
        <p className="mt-2 text-muted">{t("catalogue.intro")}</p>
      </div>
      <nav aria-label={t("catalogue.kindsLabel")} className="flex flex-wrap gap-2 text-sm">
        {[undefined, ...ADDON_KINDS].map((value) => (
          <Link
            key={value ?? "all"}
            href={value ? `/experiences?kind=${value}` : "/experiences"}
            aria-current={chosen === value ? "page" : undefined}
            className={`rounded-full border px-3 py-1.5 ${chosen === value ? "border-brand-600 bg-brand-50 font-medium" : "border-line bg-white hover:bg-brand-50"}`}
          >
            {value ? t(`kinds.${value}.many`) : t("catalogue.all")}
          </Link>
        ))}
      </nav>
      {products.length === 0 ? (
        <EmptyState title={t("catalogue.empty")} />
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
                  {t(`kinds.${product.kind}.one`)}
                </p>
                <h2 className="mt-1 text-lg font-semibold">
                  <Link href={`/experiences/${product.id}`} className="hover:underline">
                    {product.title}
                  </Link>
                </h2>
                <p className="text-sm text-muted">
                  {t("place", { city: product.city, country: places(`countries.${product.country}`) })}
                </p>
                <p className="mt-2 line-clamp-3 text-sm">{product.description}</p>
                <p className="mt-auto pt-3 font-medium">
                  {formatMoney({ amountMinor: product.priceMinor, currency: product.currency }, locale)}{" "}
                  <span className="text-sm font-normal text-muted">
                    {product.priceUnit === "vehicle" ? t("perVehicle") : t("perPerson")}
                  </span>
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
  const [actor, { t, places, locale }] = await Promise.all([currentActor(), addonWords()]);
  const contact = actor.kind === "user" && mayBookStays(actor) ? await guestContactOf(db(), { actor }) : null;
  const hours = Math.floor(product.durationMinutes / 60);
  const minutes = product.durationMinutes % 60;
  const duration =
    hours === 0
      ? t("duration.minutes", { minutes })
      : minutes === 0
        ? t("duration.hours", { hours })
        : t("duration.hoursMinutes", { hours, minutes });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm">
        <Link href="/experiences" className="font-medium text-brand-700 underline">
          {t("product.back")}
        </Link>
      </p>
      <div className="mt-2 grid gap-8 lg:grid-cols-[1fr_420px]">
        <div className="space-y-4">
          <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{t(`kinds.${product.kind}.one`)}</p>
          <h1 className="text-3xl font-semibold tracking-tight">{product.title}</h1>
          <p className="text-muted">
            {t("product.placeBy", {
              city: product.city,
              country: places(`countries.${product.country}`),
              organisation: product.organisationName,
            })}
          </p>
          {gallery.length > 0 && (
            <section aria-label={t("product.photos")} className="space-y-2" data-testid="addon-gallery">
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
                        alt={photo.alt || t("product.photoAlt", { title: product.title, number: index + 2 })}
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
              <dt className="text-muted">{t("product.price")}</dt>
              <dd className="font-medium">
                {formatMoney({ amountMinor: product.priceMinor, currency: product.currency }, locale, { exact: true })}{" "}
                {product.priceUnit === "vehicle" ? t("perVehicle") : t("perPerson")}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t("product.duration")}</dt>
              <dd className="font-medium">{duration}</dd>
            </div>
            {product.kind === "airport_transfer" ? (
              <div className="sm:col-span-2">
                <dt className="text-muted">{t("product.pickupZones")}</dt>
                <dd className="font-medium">{product.pickupZones.join(", ")}</dd>
              </div>
            ) : (
              product.meetingPoint && (
                <div className="sm:col-span-2">
                  <dt className="text-muted">
                    {product.kind === "meal" ? t("product.venue") : t("product.meetingPoint")}
                  </dt>
                  <dd className="font-medium">{product.meetingPoint}</dd>
                </div>
              )
            )}
            <div className="sm:col-span-2">
              <dt className="text-muted">{t("product.times")}</dt>
              <dd>{t("product.timesText", { zone: product.timeZone.replace("_", " ") })}</dd>
            </div>
          </dl>
        </div>
        <div>
          {actor.kind !== "user" ? (
            <CheckoutSignIn returnTo={`/experiences/${product.id}`} partner={null} />
          ) : !contact ? (
            <p className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm" data-testid="not-a-guest">
              {t.rich("product.notAGuest", {
                email: actor.email,
                b: (chunks) => <span className="font-medium">{chunks}</span>,
              })}
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
