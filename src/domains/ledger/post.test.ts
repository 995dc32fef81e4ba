import { describe, expect, it } from "vitest";
import { ACCOUNTS } from "./accounts";
import { entryFigures, MalformedEntryError } from "./post";

const property = "7a0c8a3e-5b1f-4c55-9d43-1f0e6c1d2a01";
const organisation = "0b9e1f3a-2c4d-4e5f-8a6b-7c8d9e0f1a2b";

describe("entryFigures", () => {
  it("reads a booking sale: its size, the supplier's share and the platform's revenue", () => {
    const figures = entryFigures([
      { account: ACCOUNTS.guestFunds, currency: "MYR", amountMinor: 52_500, propertyId: property },
      {
        account: ACCOUNTS.supplierPayable,
        currency: "MYR",
        amountMinor: -40_500,
        propertyId: property,
        organisationId: organisation,
      },
      { account: ACCOUNTS.commissionRevenue, currency: "MYR", amountMinor: -7_500, propertyId: property },
      { account: ACCOUNTS.serviceFeeRevenue, currency: "MYR", amountMinor: -2_500, propertyId: property },
      { account: ACCOUNTS.taxPayable, currency: "MYR", amountMinor: -2_000, propertyId: property },
    ]);
    expect(figures).toEqual({
      propertyId: property,
      organisationId: organisation,
      currency: "MYR",
      grossMinor: 52_500,
      cashMinor: 0,
      supplierMinor: 40_500,
      platformMinor: 10_000,
      commissionMinor: 7_500,
      managementFeeMinor: 0,
    });
  });

  it("reads cash out and money given back as negative", () => {
    const figures = entryFigures([
      { account: ACCOUNTS.supplierPayable, currency: "THB", amountMinor: 120_000, organisationId: organisation },
      { account: ACCOUNTS.cashBank, currency: "THB", amountMinor: -120_000 },
    ]);
    expect(figures).toMatchObject({
      propertyId: null,
      organisationId: organisation,
      grossMinor: 120_000,
      cashMinor: -120_000,
      supplierMinor: -120_000,
      platformMinor: 0,
    });
  });

  it("refuses an entry in two currencies, or of two properties or two suppliers", () => {
    expect(() =>
      entryFigures([
        { account: ACCOUNTS.cashBank, currency: "MYR", amountMinor: 1 },
        { account: ACCOUNTS.depositsHeld, currency: "THB", amountMinor: -1 },
      ]),
    ).toThrow(MalformedEntryError);
    expect(() =>
      entryFigures([
        { account: ACCOUNTS.supplierPayable, currency: "MYR", amountMinor: 1, organisationId: organisation },
        {
          account: ACCOUNTS.supplierPayable,
          currency: "MYR",
          amountMinor: -1,
          organisationId: "1b9e1f3a-2c4d-4e5f-8a6b-7c8d9e0f1a2b",
        },
      ]),
    ).toThrow(/one organisation/);
    expect(() =>
      entryFigures([
        { account: ACCOUNTS.cashBank, currency: "MYR", amountMinor: 1, propertyId: property },
        {
          account: ACCOUNTS.depositsHeld,
          currency: "MYR",
          amountMinor: -1,
          propertyId: "8a0c8a3e-5b1f-4c55-9d43-1f0e6c1d2a01",
        },
      ]),
    ).toThrow(/one property/);
    expect(() => entryFigures([])).toThrow(/one currency/);
  });
});
