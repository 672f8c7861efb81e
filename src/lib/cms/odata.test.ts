import { describe, expect, it } from "vitest";
import { odataField, odataParams } from "./odata.ts";

describe("odata", () => {
  it("writes only the parameters that are set", () => {
    expect(odataParams({ top: 25, skip: 0, orderby: "", search: "Anna" }).toString()).toBe("%24top=25&%24search=Anna");
    expect(odataParams({ top: 0, skip: 50, orderby: "status asc", filter: "status eq 'Draft'" }).toString()).toBe(
      "%24top=0&%24skip=50&%24orderby=status+asc&%24filter=status+eq+%27Draft%27",
    );
  });
  it("writes field paths with underscores for dashes", () => {
    expect(odataField("issue-date", "iv")).toBe("data/issue_date/iv");
  });
});
