import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { maskedBankDetails } from "@/domains/invest";
import { BankDetailsForm } from "@/domains/invest/components/bank-details-form";
import { isMicroInvestor } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { EmptyState } from "@/components/ui/empty-state";

/** A micro-investor's bank account for distributions, shown masked (last four digits only). */
export default async function InvestorBankDetailsPage() {
  const actor = await requireDashboardPage("investorBankDetails");
  const t = await getTranslations("dashboardInvest.bank");
  if (!isMicroInvestor(actor)) {
    return (
      <PageFrame page="investorBankDetails">
        <p className="rounded-2xl border border-line bg-white p-6 text-muted" role="status">
          {t("staffNote")}
        </p>
      </PageFrame>
    );
  }
  const details = await maskedBankDetails(db(), { actor });
  return (
    <ClientMessages page="dashboardInvest">
      <PageFrame page="investorBankDetails">
        <div className="space-y-6">
          <section aria-labelledby="current-bank" className="rounded-2xl border border-line bg-white p-4">
            <h2 id="current-bank" className="text-lg font-semibold">
              {t("currentHeading")}
            </h2>
            {details ? (
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3" data-testid="bank-details">
                <div>
                  <dt className="text-muted">{t("bank")}</dt>
                  <dd className="font-medium">{details.bankName}</dd>
                </div>
                <div>
                  <dt className="text-muted">{t("account")}</dt>
                  <dd className="font-medium tabular-nums" data-testid="account-masked">
                    {details.accountMasked}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">{t("lastChanged")}</dt>
                  <dd>{details.updatedAt.slice(0, 10)}</dd>
                </div>
              </dl>
            ) : (
              <EmptyState
                size="inline"
                role="status"
                title={t("none")}
                description={t("noneDescription")}
                className="mt-2"
              />
            )}
            <p className="mt-3 text-xs text-muted">{t("stored")}</p>
          </section>
          <section aria-labelledby="change-bank" className="rounded-2xl border border-line bg-white p-4">
            <h2 id="change-bank" className="mb-3 text-lg font-semibold">
              {details ? t("change") : t("add")}
            </h2>
            <BankDetailsForm hasDetails={details !== null} />
          </section>
        </div>
      </PageFrame>
    </ClientMessages>
  );
}
