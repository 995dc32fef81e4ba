import { clsx } from "clsx";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ListingForEditor } from "../queries";
import { LISTING_STEPS, sellsUnitsSeparately, unitKindFor, type ListingStepId } from "../steps";
import { ListingNotice } from "./listing-notice";
import { PhotosStep } from "./photos-step";
import { ReviewActions } from "./review-actions";
import { ReviewStep } from "./review-step";
import { StatusBadge } from "./status-badge";
import { PricesStep, RulesStep } from "./prices-rules-steps";
import { BasicsStep, LocationStep, SpaceStep, type EditorListing } from "./step-forms";
import { UnitsStep } from "./units-step";
import { editorHref } from "../filters";
import { TranslationTabs } from "@/components/forms/translation-tabs";
import { isTranslationLocale } from "@/lib/translations";

/** A time column ("15:00:00") as the forms show it ("15:00"). */
const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null);

function editorListing(listing: ListingForEditor): EditorListing {
  const p = listing.property;
  return {
    id: p.id,
    status: p.status,
    type: p.type,
    title: p.title,
    description: p.description,
    country: p.country,
    city: p.city,
    address: p.address,
    latitude: p.latitude,
    longitude: p.longitude,
    currency: p.currency,
    timeZone: p.timeZone,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    maxGuests: p.maxGuests,
    maxAdults: p.maxAdults,
    maxChildren: p.maxChildren,
    baseOccupancy: p.baseOccupancy,
    extraAdultMinor: p.extraAdultMinor,
    extraChildMinor: p.extraChildMinor,
    childrenFreeUnderAge: p.childrenFreeUnderAge,
    sizeSqm: p.sizeSqm,
    amenities: p.amenities,
    nightlyRateMinor: p.nightlyRateMinor,
    weekendRateMinor: p.weekendRateMinor,
    minNights: p.minNights,
    maxNights: p.maxNights,
    monthlyRateMinor: p.monthlyRateMinor,
    hourlyRateMinor: p.hourlyRateMinor,
    minHours: p.minHours,
    maxHours: p.maxHours,
    openingTime: hhmm(p.openingTime),
    closingTime: hhmm(p.closingTime),
    bufferHours: p.bufferHours,
    cleaningFeeMinor: p.cleaningFeeMinor,
    houseRules: p.houseRules,
    checkInTime: hhmm(p.checkInTime)!,
    checkOutTime: hhmm(p.checkOutTime)!,
    cancellationPolicy: p.cancellationPolicy,
    cancellationRules: p.cancellationRules,
    instantBook: p.instantBook,
    depositPercent: p.depositPercent,
    balanceDaysBefore: p.balanceDaysBefore,
    licenceNumber: p.licenceNumber,
  };
}

/** /dashboard/listings/<id>/edit: the step indicator, the reviewer's note, and one step's form. */
export function ListingEditor({
  listing,
  step,
  reviewer,
}: {
  listing: ListingForEditor;
  step: ListingStepId;
  reviewer: boolean;
}) {
  const t = useTranslations("dashboardCatalogue.listings.editor");
  const values = editorListing(listing);
  const { property } = listing;
  const stepLabels = Object.fromEntries(LISTING_STEPS.map((item) => [item.id, t(`steps.${item.id}`)])) as Record<
    ListingStepId,
    string
  >;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <nav aria-label={t("steps.label")} className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        {/* On a phone the steps wrap into rows: a sideways-scrolling row would still widen the page to its length. */}
        <ol className="flex flex-wrap gap-2 lg:flex-col">
          {LISTING_STEPS.map((item, index) => {
            const state = listing.steps[item.id];
            const label =
              item.id === "units" && !sellsUnitsSeparately(property.type) ? t("steps.unit") : stepLabels[item.id];
            return (
              <li key={item.id}>
                <Link
                  href={editorHref(property.id, item.id)}
                  aria-current={item.id === step ? "step" : undefined}
                  className={clsx(
                    "flex items-center gap-2 rounded-lg px-3 py-2 text-sm",
                    item.id === step ? "bg-brand-600 text-white" : "hover:bg-brand-50",
                  )}
                  data-state={state}
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      "flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                      state === "done" && "bg-brand-100 text-brand-700",
                      state === "missing" && "bg-amber-100 text-amber-900",
                      state === "todo" && "border border-line bg-white text-muted",
                    )}
                  >
                    {state === "done" ? "✓" : state === "missing" ? "!" : index + 1}
                  </span>
                  <span>
                    {label}
                    <span className="sr-only"> ({t(`states.${state}`)})</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="min-w-0 space-y-4">
        <header className="space-y-2">
          <p>
            <Link href="/dashboard/listings" className="text-sm font-medium text-brand-700 underline">
              {t("allProperties")}
            </Link>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold">{property.title}</h2>
            <StatusBadge status={property.status} />
          </div>
          <p className="text-sm text-muted">
            {listing.organisationName} · {stepLabels[step]}
          </p>
        </header>
        {property.status === "draft" && property.reviewNote && (
          <div role="note" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="font-medium">{t("sentBack")}</p>
            <p className="mt-1 whitespace-pre-line">{property.reviewNote}</p>
          </div>
        )}
        <ListingNotice />
        {reviewer && property.status === "in_review" && (
          <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
            <p className="mb-2 text-sm font-medium">{t("waiting")}</p>
            <ReviewActions propertyId={property.id} title={property.title} />
          </div>
        )}
        {step === "basics" && <BasicsStep listing={values} />}
        {step === "basics" && (
          <TranslationTabs
            heading={t("translations.heading")}
            fields={[
              { name: "title", label: t("translations.title"), kind: "text", maxLength: 120 },
              {
                name: "description",
                label: t("translations.description"),
                kind: "textarea",
                rows: 8,
                maxLength: 5000,
                hint: t("translations.descriptionHint"),
              },
            ]}
            original={{ title: property.title, description: property.description }}
            translations={Object.fromEntries(
              listing.translations
                .filter((item) => isTranslationLocale(item.locale))
                .map((item) => [item.locale, { title: item.title, description: item.description }]),
            )}
            target={{ propertyId: property.id }}
            saveFunction="saveListingTranslation"
            removeFunction="removeListingTranslation"
          />
        )}
        {step === "location" && <LocationStep listing={values} />}
        {step === "space" && <SpaceStep listing={values} />}
        {step === "units" && (
          <UnitsStep
            // Archiving or restoring changes the units on sale: the list starts again from the server's.
            key={listing.units.map((unit) => unit.id).join(",")}
            propertyId={property.id}
            kind={unitKindFor(property.type)}
            units={listing.units}
            archivedUnits={listing.archivedUnits}
          />
        )}
        {step === "photos" && <PhotosStep propertyId={property.id} photos={listing.photos} />}
        {step === "prices" && <PricesStep listing={values} />}
        {step === "rules" && <RulesStep listing={values} />}
        {step === "review" && (
          <ReviewStep
            propertyId={property.id}
            status={property.status}
            missing={listing.missing}
            mayEdit
            stepLabels={stepLabels}
          />
        )}
      </div>
    </div>
  );
}
