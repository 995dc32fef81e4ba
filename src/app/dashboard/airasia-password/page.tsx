import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { PasswordForm } from "@/domains/identity/components/profile-forms";
import { ClientMessages } from "@/i18n/client-messages";
import { requireDashboardPage } from "@/server/access/current";

/** The airline partner's users change their password here (`changeMyPassword`: other sessions are signed out). */
export default async function AirAsiaPasswordPage() {
  await requireDashboardPage("airasia-password");
  const t = await getTranslations("dashboardAirline.pages");
  return (
    <PageFrame page="airasia-password">
      <div className="max-w-xl space-y-3">
        <p className="text-sm text-muted">{t("passwordIntro")}</p>
        {/* The password form's words (src/i18n/client-namespaces.ts). */}
        <ClientMessages page="dashboardIdentity">
          <PasswordForm />
        </ClientMessages>
      </div>
    </PageFrame>
  );
}
