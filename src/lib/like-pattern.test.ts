import { describe, expect, it } from "vitest";
import { containsPattern } from "./like-pattern";

describe("containsPattern", () => {
  it("finds the text anywhere, with LIKE's own characters taken literally", () => {
    expect(containsPattern("Penang")).toBe("%Penang%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
