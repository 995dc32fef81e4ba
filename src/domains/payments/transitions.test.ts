import { describe, expect, it } from "vitest";
import type { ProviderState } from "./provider";
import {
  givenUpChange,
  isStaleAnswer,
  paymentRowChange,
  refusesAuthorisation,
  type PaymentStatus,
} from "./transitions";

const ALL: PaymentStatus[] = ["pending", "requires_action", "authorised", "captured", "failed", "voided"];
const row = (status: PaymentStatus, providerReference: string | null = "ref_1") => ({ status, providerReference });

const requiresAction: ProviderState = {
  status: "requires_action",
  reference: "ref_2",
  actionUrl: "/pay/confirm/ref_2",
};
const authorised: ProviderState = { status: "authorised", reference: "ref_2" };
const captured: ProviderState = { status: "captured", reference: "ref_2", capturedMinor: 5000, refundedMinor: 0 };
const declined: ProviderState = { status: "declined", reference: "ref_2", message: "Declined" };
const voided: ProviderState = { status: "voided", reference: "ref_2" };

describe("a payment row follows its provider", () => {
  it("changes nothing while the provider never heard of the payment", () => {
    for (const status of ALL) expect(paymentRowChange(row(status), null)).toBeNull();
  });

  it("waits for the cardholder only from pending", () => {
    expect(paymentRowChange(row("pending"), requiresAction)).toEqual({
      status: "requires_action",
      providerReference: "ref_2",
    });
    for (const status of ALL.filter((s) => s !== "pending"))
      expect(paymentRowChange(row(status), requiresAction)).toBeNull();
  });

  it("keeps a bank transfer's reference the first time only, and stays pending", () => {
    const pending: ProviderState = { status: "pending", reference: "BT-1" };
    expect(paymentRowChange(row("pending", null), pending)).toEqual({ providerReference: "BT-1" });
    expect(paymentRowChange(row("pending", "BT-1"), pending)).toBeNull();
  });

  it("never authorises an attempt we gave up on", () => {
    expect(refusesAuthorisation("voided")).toBe(true);
    expect(refusesAuthorisation("failed")).toBe(true);
    for (const status of ["pending", "requires_action", "authorised", "captured"] as const)
      expect(refusesAuthorisation(status)).toBe(false);
    expect(paymentRowChange(row("voided"), authorised)).toBeNull();
    expect(paymentRowChange(row("failed"), authorised)).toBeNull();
    expect(paymentRowChange(row("pending"), authorised)).toEqual({ status: "authorised", providerReference: "ref_2" });
    expect(paymentRowChange(row("requires_action"), authorised)).toEqual({
      status: "authorised",
      providerReference: "ref_2",
    });
    expect(paymentRowChange(row("authorised"), authorised)).toBeNull();
  });

  it("records money taken whatever we thought, once", () => {
    for (const status of ALL.filter((s) => s !== "captured"))
      expect(paymentRowChange(row(status), captured)).toEqual({
        status: "captured",
        capturedMinor: 5000,
        providerReference: "ref_2",
      });
    expect(paymentRowChange(row("captured"), captured)).toBeNull();
  });

  it("records a decline with the provider's words, and a void, once", () => {
    expect(paymentRowChange(row("pending"), declined)).toEqual({
      status: "failed",
      failureMessage: "Declined",
      providerReference: "ref_2",
    });
    expect(paymentRowChange(row("failed"), declined)).toBeNull();
    expect(paymentRowChange(row("requires_action"), voided)).toEqual({ status: "voided", providerReference: "ref_2" });
    expect(paymentRowChange(row("voided"), voided)).toBeNull();
  });

  it("never moves a captured row back for an answer read before the capture", () => {
    for (const state of [
      requiresAction,
      authorised,
      declined,
      voided,
      { status: "pending", reference: "BT-1" } as const,
    ]) {
      expect(isStaleAnswer("captured", state)).toBe(true);
      expect(paymentRowChange(row("captured"), state)).toBeNull();
    }
    for (const status of ALL.filter((s) => s !== "captured")) expect(isStaleAnswer(status, authorised)).toBe(false);
    expect(isStaleAnswer("captured", captured)).toBe(false);
  });

  it("gives up only an attempt still open, with why", () => {
    expect(givenUpChange(row("pending"), "Never completed.")).toEqual({
      status: "failed",
      failureMessage: "Never completed.",
    });
    expect(givenUpChange(row("requires_action"), "Never completed.")).toEqual({
      status: "failed",
      failureMessage: "Never completed.",
    });
    for (const status of ["authorised", "captured", "failed", "voided"] as const)
      expect(givenUpChange(row(status), "Never completed.")).toBeNull();
  });
});
