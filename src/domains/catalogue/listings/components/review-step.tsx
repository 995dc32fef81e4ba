"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import type { ListingStatus } from "../lifecycle";
import type { ListingStepId, MissingItem } from "../steps";
import { editorHref } from "../filters";

/**
 * The last step: what is still missing (each with a link to its step), then the button the status allows:
 * send for review, unlist, or list again.
 */
export function ReviewStep({
  propertyId,
  status,
  missing,
  mayEdit,
  stepLabels,
}: {
  propertyId: string;
  status: ListingStatus;
  missing: MissingItem[];
  mayEdit: boolean;
  stepLabels: Record<ListingStepId, string>;
}) {
  const t = useTranslations("dashboardCatalogue.listings.reviewStep");
  const router = useRouter();
  const submit = useFunctionCall<{ status: ListingStatus }>("submitListing");
  const setStatus = useFunctionCall<{ status: ListingStatus }>("setListingStatus");

  async function run(action: () => Promise<unknown>) {
    if (await action()) router.refresh();
  }

  return (
    <section aria-label={t("label")} className="space-y-4 rounded-2xl border border-line bg-white p-5 sm:p-6">
      {submit.formError && <FormMessage>{submit.formError}</FormMessage>}
      {setStatus.formError && <FormMessage>{setStatus.formError}</FormMessage>}
      {missing.length > 0 ? (
        <div className="space-y-2">
          <h2 className="font-semibold">{t("stillMissing")}</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm" aria-label={t("missing")}>
            {missing.map((item) => (
              <li key={`${item.step}-${item.message}`}>
                {item.message}{" "}
                <Link href={editorHref(propertyId, item.step)} className="font-medium text-brand-700 underline">
                  {t("goTo", { step: stepLabels[item.step] })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        status === "draft" && <p>{t("complete")}</p>
      )}
      {mayEdit && status === "draft" && (
        <Button
          busy={submit.busy}
          disabled={missing.length > 0}
          onClick={() => void run(() => submit.run({ propertyId }))}
        >
          {t("submit")}
        </Button>
      )}
      {status === "in_review" && <p role="status">{t("inReview")}</p>}
      {status === "listed" && (
        <div className="space-y-3">
          <p>
            {t("listed")}{" "}
            <a href={`/products/${propertyId}`} className="font-medium text-brand-700 underline">
              {t("viewPublic")}
            </a>
          </p>
          {mayEdit && (
            <Button
              variant="secondary"
              busy={setStatus.busy}
              onClick={() => void run(() => setStatus.run({ propertyId, status: "unlisted" }))}
            >
              {t("unlist")}
            </Button>
          )}
        </div>
      )}
      {status === "unlisted" && (
        <div className="space-y-3">
          <p>{t("unlisted")}</p>
          {mayEdit && (
            <Button
              busy={setStatus.busy}
              onClick={() => void run(() => setStatus.run({ propertyId, status: "listed" }))}
            >
              {t("listAgain")}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
