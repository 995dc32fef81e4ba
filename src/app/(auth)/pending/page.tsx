import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ResendVerification } from "@/domains/identity/components/resend-verification";
import { currentActor } from "@/server/access/current";
import { deliveryOfQueuedMail } from "@/server/email";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.meta"))("confirmEmail") };
}

/** SPEC.md §4: where a signed-in person whose email is not verified is sent. */
export default async function PendingPage() {
  const actor = await currentActor();
  if (actor.kind === "anonymous") redirect("/");
  if (actor.emailVerified) redirect("/dashboard");
  const t = await getTranslations("auth.pending");
  const strong = (chunks: React.ReactNode) => <strong className="text-ink">{chunks}</strong>;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      {deliveryOfQueuedMail() === "sent" ? (
        <p className="text-sm text-muted">{t.rich("sent", { email: actor.email, strong })}</p>
      ) : (
        // No mail server is set up (SMTP_URL): the link was made but kept in the outbox, and the page says so.
        <p className="text-sm text-muted">
          {t.rich("kept", {
            email: actor.email,
            strong,
            link: (chunks) => (
              <Link href="/contact" className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <ResendVerification />
      <form method="post" action="/logout">
        <button type="submit" className="text-sm font-medium text-brand-700 underline">
          {t("logOut")}
        </button>
      </form>
    </div>
  );
}
