/** The OData part of a Squidex content query (`$top`, `$skip`, `$orderby`, `$filter`, `$search`). */
export interface ODataQuery {
  top?: number;
  skip?: number;
  /** E.g. `data/name/iv asc,lastModified desc`. */
  orderby?: string;
  /** E.g. `status eq 'Draft'`. */
  filter?: string;
  /** Full-text search term. */
  search?: string;
}

/** `query` as URL parameters, leaving out what is unset or empty. */
export function odataParams(query: ODataQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.top !== undefined) params.set("$top", String(query.top));
  if (query.skip) params.set("$skip", String(query.skip));
  if (query.orderby) params.set("$orderby", query.orderby);
  if (query.filter) params.set("$filter", query.filter);
  if (query.search) params.set("$search", query.search);
  return params;
}

/**
 * The OData path of a content field's partition, `data/<field>/<partition>`: OData names cannot
 * hold `-`, so Squidex reads `_` in its place.
 */
export const odataField = (field: string, partition: string): string => `data/${field.replaceAll("-", "_")}/${partition.replaceAll("-", "_")}`;
