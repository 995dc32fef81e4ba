import { defineJob } from "@/server/jobs";
import { expireHeldAddonOrders } from "./orders";

/** Add-on orders left held past their minutes (a crash, an abandoned payment) are settled or cancelled. */
export const expireHeldAddonOrdersJob = defineJob({
  name: "addons.expireHeld",
  schedule: () => "*/5 * * * *",
  handler: async ({ db, log }) => {
    const settled = await expireHeldAddonOrders(db);
    if (settled > 0) log.info({ settled }, "held add-on orders settled");
    return { settled };
  },
});

export const addonJobs = [expireHeldAddonOrdersJob];
