import type { FocusEvent } from "react";
import { t } from "../../i18n/t.ts";
import { Button } from "../ui/Button.tsx";
import { NumberField } from "../ui/NumberField.tsx";
import { FieldGroup } from "./FieldGroup.tsx";
import { coordinate, DEFAULT_GEO_POINT, isEmptyPoint, withCoordinate } from "./geolocation-value.ts";
import type { FieldRenderProps } from "./render-field.ts";

const DEGREES = { maximumFractionDigits: 6 } as const;

/**
 * The editor for a geolocation: latitude and longitude as two number fields in a labelled group
 * (−90 to 90 and −180 to 180, six decimals, clamped when focus leaves). A point with only one
 * coordinate stays as typed and the form reports it; the message is linked to both inputs. While
 * empty, the inputs show the default geo point (`DEFAULT_GEO_POINT`) and a button fills it
 * in; it is not stored unless the editor asks, so no place is ever made up.
 */
export function GeolocationField(props: FieldRenderProps) {
  const { value, lang } = props;
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) props.onBlur();
  };
  const empty = isEmptyPoint(value);
  const format = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", DEGREES);
  const axis = (name: "latitude" | "longitude", bound: number, describedBy: string | undefined) => (
    <NumberField
      label={t(lang, `ui.form.geo.${name}`)}
      name={`${props.path}.${name}`}
      value={coordinate(value, name)}
      onChange={(n) => props.onChange(withCoordinate(value, name, n))}
      minValue={-bound}
      maxValue={bound}
      formatOptions={DEGREES}
      isInvalid={props.isInvalid && props.errorMessage !== undefined}
      isRequired={props.isRequired}
      aria-describedby={describedBy}
      {...(empty ? { placeholder: format.format(DEFAULT_GEO_POINT[name]) } : {})}
    />
  );
  return (
    <FieldGroup of={props} markRequired={false} className="gap-1" onBlur={leave}>
      {({ describedBy }) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            {axis("latitude", 90, describedBy)}
            {axis("longitude", 180, describedBy)}
          </div>
          {empty ? (
            <Button tone="quiet" className="self-start" onPress={() => props.onChange({ ...DEFAULT_GEO_POINT })}>
              {t(lang, "ui.form.geo.useDefault")}
            </Button>
          ) : null}
        </>
      )}
    </FieldGroup>
  );
}
