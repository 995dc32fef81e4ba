import type { UserActor } from "@/server/access";
import { defineFunction } from "@/server/functions";
import { createContract, giveNotice, markInvoicePaid, renewContract, returnDeposit } from "./contracts";
import {
  createRentalContractInput,
  giveRentalNoticeInput,
  markRentalInvoicePaidInput,
  renewRentalContractInput,
  returnRentalDepositInput,
} from "./inputs";

/**
 * Monthly rentals: operations users (managed properties), suppliers (their own) and staff, as the property
 * scope says (`manageProperties`, then `requireManagedProperty` on the contract's property).
 */
export const createRentalContractFunction = defineFunction({
  name: "createRentalContract",
  kind: "write",
  permission: "manageProperties",
  input: createRentalContractInput,
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
  input: renewRentalContractInput,
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
  input: giveRentalNoticeInput,
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
  input: markRentalInvoicePaidInput,
  handler: async (input, { db, actor, audit }) => {
    const invoice = await markInvoicePaid(db, actor as UserActor, input);
    audit({ entity: `rentalInvoice:${invoice.id}`, changes: { status: { from: "issued", to: "paid" } } });
    return { id: invoice.id, entryId: invoice.entryId };
  },
});

/** Gives a deposit back at move-out, with its deductions for the owner (a sent-twice click returns it once). */
export const returnRentalDepositFunction = defineFunction({
  name: "returnRentalDeposit",
  kind: "write",
  permission: "manageProperties",
  input: returnRentalDepositInput,
  idempotencyKey: (input) => input.idempotencyKey,
  handler: async (input, { db, actor, audit }) => {
    const returned = await returnDeposit(db, actor as UserActor, input);
    audit({
      entity: `rentalContract:${returned.contractId}`,
      changes: {
        depositReturnedMinor: { from: null, to: returned.returnedMinor },
        depositDeductedMinor: { from: null, to: returned.deductedMinor },
      },
    });
    return {
      id: returned.id,
      returnedMinor: returned.returnedMinor,
      deductedMinor: returned.deductedMinor,
      entryId: returned.entryId,
    };
  },
});

export const rentalFunctions = [
  createRentalContractFunction,
  renewRentalContractFunction,
  giveRentalNoticeFunction,
  markRentalInvoicePaidFunction,
  returnRentalDepositFunction,
];
