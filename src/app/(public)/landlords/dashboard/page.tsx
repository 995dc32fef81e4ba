import { redirect } from "next/navigation";
import { currentActor } from "@/server/access/current";

/** The footer's "Admin": a signed-in supplier goes to their dashboard; anyone else logs in first. */
export default async function LandlordsDashboard() {
  const actor = await currentActor();
  redirect(actor.kind === "user" ? "/dashboard" : "/login/landlord?supplier=propertyOwner");
}
