import { z } from "zod";
import type { UserActor } from "@/server/access";
import { defineFunction } from "@/server/functions";
import { createContract, giveNotice, markInvoicePaid, renewContract } from "./contracts";

const isoDate = z.iso.date({ error: "Use a date like 2026-12-01." });
const money = (what: string) =>
  z
    .number({ error: `Enter the ${what}.` })
    .int({ error: `The ${what} must be whole minor units (cents).` })
    .max(1_000_000_000_000, { error: `The ${what} is too large.` });

/**
 * Monthly rentals: operations users (managed properties), suppliers (their own) and staff, as the property
 * scope says (`manageProperties`, then `requireManagedProperty` on the contract's property).
 */
export const createRentalContractFunction = defineFunction({
  name: "createRentalContract",
  kind: "write",
  permission: "manageProperties",
  input: z.strictObject({
    unitId: z.uuid({ error: "Choose the unit." }),
    tenantName: z
      .string({ error: "Enter the tenant's name." })
      .trim()
      .min(2, { error: "Enter the tenant's full name." })
      .max(100, { error: "At most 100 characters." }),
    tenantEmail: z.email({ error: "Enter the tenant's email address." }).max(254).toLowerCase(),
    monthlyRentMinor: money("monthly rent").positive({ error: "The monthly rent must be more than zero." }),
    depositMinor: money("deposit").min(0, { error: "The deposit cannot be negative." }),
    startsOn: isoDate,
    endsOn: isoDate,
  }),
  handler: async (input, { db, actor, audit }) => {
    const created = await createContract(db, actor as UserActor, input);
    audit({
      entity: `rentalContract:${created.contract.id}`,
      changes: { endsOn: { from: null, to: created.contract.endsOn } },
    });
    return {
      id: created.contract.id,
      bookingReference: created.bookingReference,
      invoicesIssued: created.invoicesIssued,
    };
  },
});

export const renewRentalContractFunction = defineFunction({
  name: "renewRentalContract",
  kind: "write",
  permission: "manageProperties",
  input: z.strictObject({ contractId: z.uuid({ error: "There is no such contract." }), endsOn: isoDate }),
  handler: async (input, { db, actor, audit }) => {
    const updated = await renewContract(db, actor as UserActor, input);
    audit({ entity: `rentalContract:${updated.id}`, changes: { endsOn: { from: null, to: updated.endsOn } } });
    return { id: updated.id, endsOn: updated.endsOn };
  },
});

export const giveRentalNoticeFunction = defineFunction({
  name: "giveRentalNotice",
  kind: "write",
  permission: "manageProperties",
  input: z.strictObject({ contractId: z.uuid({ error: "There is no such contract." }), noticeOn: isoDate }),
  handler: async (input, { db, actor, audit }) => {
    const updated = await giveNotice(db, actor as UserActor, input);
    audit({
      entity: `rentalContract:${updated.id}`,
      changes: { endsOn: { from: null, to: updated.endsOn }, noticeGivenOn: { from: null, to: input.noticeOn } },
    });
    return { id: updated.id, endsOn: updated.endsOn };
  },
});

export const markRentalInvoicePaidFunction = defineFunction({
  name: "markRentalInvoicePaid",
  kind: "write",
  permission: "manageProperties",
  input: z.strictObject({
    invoiceId: z.uuid({ error: "There is no such invoice." }),
    reference: z.string().trim().max(100, { error: "A reference must be at most 100 characters." }).default(""),
  }),
  handler: async (input, { db, actor, audit }) => {
    const invoice = await markInvoicePaid(db, actor as UserActor, input);
    audit({ entity: `rentalInvoice:${invoice.id}`, changes: { status: { from: "issued", to: "paid" } } });
    return { id: invoice.id, entryId: invoice.entryId };
  },
});

export const rentalFunctions = [
  createRentalContractFunction,
  renewRentalContractFunction,
  giveRentalNoticeFunction,
  markRentalInvoicePaidFunction,
];
