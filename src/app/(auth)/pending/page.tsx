import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ResendVerification } from "@/domains/identity/components/resend-verification";
import { currentActor } from "@/server/access/current";

export const metadata: Metadata = { title: "Confirm your email" };

/** SPEC.md §4: where a signed-in person whose email is not verified is sent. */
export default async function PendingPage() {
  const actor = await currentActor();
  if (actor.kind === "anonymous") redirect("/");
  if (actor.emailVerified) redirect("/dashboard");
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">Confirm your email</h1>
      <p className="text-sm text-muted">
        We sent a link to <strong className="text-ink">{actor.email}</strong>. Open it to confirm that the address is yours, and your
        dashboard opens. The link works for 24 hours; check your spam folder if you cannot find it.
      </p>
      <ResendVerification />
      <form method="post" action="/logout">
        <button type="submit" className="text-sm font-medium text-brand-700 underline">
          Log out
        </button>
      </form>
    </div>
  );
}
