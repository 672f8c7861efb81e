import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import leafletUrl from "leaflet/dist/leaflet.js?url";
import { PractitionerCard } from "../../components/directory/PractitionerCard.tsx";
// `no-inline`: a small asset would become a data: URL, which the CSP (script-src 'self') refuses.
import mapLoaderUrl from "../../components/directory/map-loader.js?url&no-inline";
import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { filterCss, filterTokens } from "../../lib/directory/filter-css.ts";
import { facets, FACETS, placeLabel, type Facet } from "../../lib/directory/filters.ts";
import { DEFAULT_MAPS_STYLE_URL, mapTiles, type MapTiles } from "../../lib/directory/map.ts";
import { visiblePractitioners, type Practitioner } from "../../lib/directory/practitioners.ts";
import { practitionerPath } from "../../lib/directory/routes.ts";
import { readProps } from "../shared/props.ts";
import type { BlockViewProps } from "../types.ts";
import { PractitionerOverviewSchema } from "./schema.ts";

const ALL_KEY: Record<Facet, "directory.allLanguages" | "directory.allCountries" | "directory.allCities"> = {
  language: "directory.allLanguages",
  country: "directory.allCountries",
  city: "directory.allCities",
};

function Filters({
  id,
  lang,
  values,
  tokenOf,
}: {
  id: string;
  lang: Lang;
  values: ReturnType<typeof facets>;
  tokenOf: (facet: Facet, value: string) => string;
}) {
  return (
    <form id={`${id}-form`} className="dir-filters flex flex-col gap-4" aria-label={t(lang, "directory.filters")}>
      <div className="grid gap-4 md:grid-cols-3">
        {FACETS.map((facet) => (
          <fieldset key={facet} className="rounded border border-main/20 p-3">
            <legend className="px-1 font-semibold">{t(lang, `directory.${facet}`)}</legend>
            <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto text-sm">
              <li>
                <label className="flex items-center gap-2">
                  <input type="radio" name={`${id}-${facet}`} value="" defaultChecked className="focus-visible:outline-2 focus-visible:outline-offset-2" />
                  {t(lang, ALL_KEY[facet])}
                </label>
              </li>
              {values[facet].map((v) => (
                <li key={v.value}>
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-${facet}`}
                      value={v.value}
                      id={`${id}-${tokenOf(facet, v.value)}`}
                      className="focus-visible:outline-2 focus-visible:outline-offset-2"
                    />
                    <span>
                      {v.label} <span className="text-ink/70">({v.count})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      <p>
        <button type="reset" className="rounded border border-main px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2">
          {t(lang, "directory.reset")}
        </button>
      </p>
    </form>
  );
}

const DEFAULT_TILES = mapTiles(() => ({ mapsStyleUrl: DEFAULT_MAPS_STYLE_URL, mapsToken: undefined }));

function MapFigure({ id, lang, list, tiles }: { id: string; lang: Lang; list: Practitioner[]; tiles: MapTiles }) {
  const markers = list.flatMap((p) => {
    const place = placeLabel(p, lang);
    return [p.coords, p.coords2].filter((c) => c !== undefined).map((c) => ({ lat: c.lat, lon: c.lon, name: p.name, place, href: practitionerPath(lang, p) }));
  });
  return (
    <figure
      className="dir-map flex flex-col gap-2"
      data-practitioner-map=""
      data-tiles={tiles.url}
      data-attribution={tiles.attribution}
      data-leaflet={leafletUrl}
      data-leaflet-css={leafletCssUrl}
      data-label={t(lang, "directory.map")}
      data-markers={JSON.stringify(markers)}
      aria-labelledby={`${id}-map-caption`}
    >
      <div data-map-canvas="" className="h-96 w-full rounded bg-main/10" />
      <figcaption id={`${id}-map-caption`} className="text-sm">
        {t(lang, "directory.mapText", { count: list.length })}
        <span className="map-failed"> {t(lang, "directory.mapUnavailable")}</span>
      </figcaption>
      <script type="module" src={mapLoaderUrl} />
    </figure>
  );
}

/**
 * The directory: intro, filters by language, country and city (CSS only, see `filterCss`), the
 * cards of every visible practitioner with a result count, an empty state with a reset when no
 * card matches, and a map that loads when scrolled to.
 */
export default function PractitionerOverviewView({ block, ctx }: BlockViewProps) {
  const p = readProps(PractitionerOverviewSchema, block.fields, ctx.lang);
  const list = visiblePractitioners(ctx.site);
  const id = `dir-${block.id.replace(/[^A-Za-z0-9_-]/g, "")}`;
  const values = facets(list, ctx.lang);
  const { tokens, tokenOf, cardTokens } = filterTokens(values);
  const cards = list.map((x) => ({ x, tokens: cardTokens(x) }));
  const heading = p.title ? 3 : 2;
  return (
    <section id={id} className="practitioner-overview flex flex-col gap-6" aria-label={p.title || t(ctx.lang, "directory.title")}>
      {p.showFilters && (
        <style
          dangerouslySetInnerHTML={{
            __html: filterCss(
              id,
              tokens,
              cards.map((c) => c.tokens),
            ),
          }}
        />
      )}
      {p.title && <h2 className="text-3xl font-bold">{p.title}</h2>}
      {p.intro && <div className="rich-text" dangerouslySetInnerHTML={{ __html: p.intro }} />}
      {p.showFilters && <Filters id={id} lang={ctx.lang} values={values} tokenOf={tokenOf} />}
      <div className="flex flex-col gap-4">
        <ul className="dir-list grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.x.id} data-f={card.tokens.join(" ")}>
              <PractitionerCard p={card.x} lang={ctx.lang} level={heading} />
            </li>
          ))}
        </ul>
        {/* After the list in the DOM so the CSS counter has counted the shown cards; shown above it. */}
        {p.showFilters && (
          <div className="order-first flex flex-col gap-4" aria-live="polite">
            <p className="dir-result font-semibold">
              <span className="dir-count" /> {t(ctx.lang, "directory.resultsOf", { total: list.length })}
            </p>
            <div className="dir-empty flex-col items-start gap-3 rounded-lg border border-main/20 p-6">
              <p className="font-semibold">{t(ctx.lang, "directory.noResults")}</p>
              <p>{t(ctx.lang, "directory.noResultsHint")}</p>
              <button
                type="reset"
                form={`${id}-form`}
                className="rounded-full bg-main px-5 py-2 font-semibold text-paper hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {t(ctx.lang, "directory.reset")}
              </button>
            </div>
          </div>
        )}
      </div>
      {p.showMap && <MapFigure id={id} lang={ctx.lang} list={list} tiles={ctx.mapTiles ?? DEFAULT_TILES} />}
    </section>
  );
}
