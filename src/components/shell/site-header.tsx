import { displayCurrency } from "@/domains/currency/display";
import { returnTargetFor } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { SiteHeaderBar } from "./site-header-bar";

/** SPEC.md §2's public header; signed in, it shows the person's id, the way back to the dashboard and Logout. */
export async function SiteHeader() {
  const actor = await currentActor();
  const signedIn = actor.kind === "user" ? { id: actor.email, returnTo: returnTargetFor(actor.role) } : null;
  const { currency } = await displayCurrency();
  return <SiteHeaderBar signedIn={signedIn} currency={currency} />;
}
