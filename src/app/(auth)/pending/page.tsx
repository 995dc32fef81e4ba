import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ResendVerification } from "@/domains/identity/components/resend-verification";
import { currentActor } from "@/server/access/current";
import { deliveryOfQueuedMail } from "@/server/email";

export const metadata: Metadata = { title: "Confirm your email" };

/** SPEC.md §4: where a signed-in person whose email is not verified is sent. */
export default async function PendingPage() {
  const actor = await currentActor();
  if (actor.kind === "anonymous") redirect("/");
  if (actor.emailVerified) redirect("/dashboard");
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">Confirm your email</h1>
      {deliveryOfQueuedMail() === "sent" ? (
        <p className="text-sm text-muted">
          We sent a link to <strong className="text-ink">{actor.email}</strong>. Open it to confirm that the address is
          yours, and your dashboard opens. The link works for 24 hours; check your spam folder if you cannot find it.
        </p>
      ) : (
        // No mail server is set up (SMTP_URL): the link was made but kept in the outbox, and the page says so.
        <p className="text-sm text-muted">
          Your confirmation link for <strong className="text-ink">{actor.email}</strong> is waiting in Staysia&apos;s
          outbox: this site has no mail server set up yet, so it was not emailed. Staysia&apos;s staff can pass the link
          on or confirm your address; write to them from the{" "}
          <Link href="/contact" className="text-brand-700 underline">
            contact page
          </Link>
          .
        </p>
      )}
      <ResendVerification />
      <form method="post" action="/logout">
        <button type="submit" className="text-sm font-medium text-brand-700 underline">
          Log out
        </button>
      </form>
    </div>
  );
}
