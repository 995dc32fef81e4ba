import { describe, expect, it } from "vitest";
import {
  isMemberId,
  MEMBER_ID_MESSAGE,
  memberIdOrBlankSchema,
  normaliseMemberId,
  partnerMemberIdSchema,
} from "./partner-member";

describe("airline member IDs", () => {
  it("takes 10 letters or digits, grouped or in lower case", () => {
    expect(isMemberId("AA12345678")).toBe(true);
    expect(isMemberId("1234567890")).toBe(true);
    expect(isMemberId("aa 1234-5678")).toBe(true);
    expect(normaliseMemberId(" aa 1234-5678 ")).toBe("AA12345678");
  });

  it("refuses other lengths and other characters", () => {
    expect(isMemberId("AA1234567")).toBe(false);
    expect(isMemberId("AA123456789")).toBe(false);
    expect(isMemberId("AA1234567!")).toBe(false);
    expect(isMemberId("ÅA12345678")).toBe(false);
    expect(isMemberId("")).toBe(false);
  });

  it("is optional in the checkout's input: blank is none, a wrong one is refused with the rule", () => {
    expect(partnerMemberIdSchema.parse(undefined)).toBeUndefined();
    expect(partnerMemberIdSchema.parse("   ")).toBeUndefined();
    expect(partnerMemberIdSchema.parse("aa12345678")).toBe("AA12345678");
    const refused = partnerMemberIdSchema.safeParse("AA-123");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("An AirAsia member ID is 10 letters or digits, like AA12345678.");
  });
});

describe("the member ID kept on a profile", () => {
  it("must be answered, but a blank answer means none", () => {
    expect(memberIdOrBlankSchema.parse(" aa-1234 5678 ")).toBe("AA12345678");
    expect(memberIdOrBlankSchema.parse("")).toBeUndefined();
    expect(memberIdOrBlankSchema.safeParse(undefined).success).toBe(false);
    expect(memberIdOrBlankSchema.safeParse("AA1234567").error?.issues[0]?.message).toBe(MEMBER_ID_MESSAGE);
  });
});
