import { describe, expect, it } from "vitest";
import { csvField, decimal, transactionsCsv } from "./csv";

describe("the transactions CSV", () => {
  it("writes amounts exactly in major units, whatever the currency's decimals", () => {
    expect(decimal(123_450, "MYR")).toBe("1234.50");
    expect(decimal(-5, "MYR")).toBe("-0.05");
    expect(decimal(1_500_000, "IDR")).toBe("1500000");
    expect(decimal(12_000, "JPY")).toBe("12000");
  });

  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    expect(csvField('Flat "A", Penang')).toBe('"Flat ""A"", Penang"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField(-5)).toBe("-5");
  });

  it("has one header and one line per transaction; suppliers do not get the platform's column", () => {
    const row = {
      id: "e1",
      at: "2026-11-20T08:30:00.000Z",
      kind: "payment" as const,
      memo: "",
      status: "settled" as const,
      currency: "MYR",
      grossMinor: 88_050,
      cashMinor: 88_050,
      supplierMinor: 0,
      platformMinor: 0,
      booking: { id: "b1", reference: "BK-7K2P9Q", guestName: "Aiko Tanaka" },
      property: { id: "p1", title: "Loft in Bangsar" },
    };
    const staff = transactionsCsv([row], { supplierView: false }).split("\r\n");
    expect(staff[0]).toBe(
      "Date (UTC),Transaction,Type,Status,Booking,Guest,Property,Currency,Amount,Cash in/out,Supplier earnings,Platform revenue",
    );
    expect(staff[1]).toBe(
      "2026-11-20 08:30:00,e1,Guest payment,Settled,BK-7K2P9Q,Aiko Tanaka,Loft in Bangsar,MYR,880.50,880.50,0.00,0.00",
    );
    expect(transactionsCsv([row], { supplierView: true }).split("\r\n")[0]).not.toContain("Platform revenue");
  });
});
