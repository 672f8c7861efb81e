import { describe, expect, it } from "vitest";
import { coordinate, isEmptyPoint, withCoordinate } from "./geolocation-value.ts";

describe("geolocation values", () => {
  it("reads each coordinate, NaN when missing", () => {
    expect(coordinate({ latitude: 52.52, longitude: 13.405 }, "longitude")).toBe(13.405);
    expect(coordinate({ latitude: 52.52 }, "longitude")).toBeNaN();
    expect(coordinate(null, "latitude")).toBeNaN();
    expect(coordinate({ latitude: "52" }, "latitude")).toBeNaN();
  });

  it("sets one coordinate, keeps a half-filled point for validation to report, and clears to no value", () => {
    expect(withCoordinate(null, "latitude", 52.52)).toEqual({ latitude: 52.52 });
    expect(withCoordinate({ latitude: 52.52 }, "longitude", 13.4)).toEqual({ latitude: 52.52, longitude: 13.4 });
    expect(withCoordinate({ latitude: 52.52, longitude: 13.4 }, "latitude", Number.NaN)).toEqual({ longitude: 13.4 });
    expect(withCoordinate({ longitude: 13.4 }, "longitude", Number.NaN)).toBeNull();
  });

  it("tells an empty point from one with a coordinate", () => {
    expect(isEmptyPoint(null)).toBe(true);
    expect(isEmptyPoint({})).toBe(true);
    expect(isEmptyPoint({ latitude: 0 })).toBe(false);
  });
});
