import { describe, expect, it } from "vitest";
import { keyPart } from "./key-part.ts";

describe("keyPart", () => {
  it("turns folder and type names into lowerCamel key parts", () => {
    expect(["book-appointment", "challenge-overview-card", "String", "DateTime", "image"].map(keyPart)).toEqual([
      "bookAppointment",
      "challengeOverviewCard",
      "string",
      "dateTime",
      "image",
    ]);
  });
});
