import { useEffect, useState } from "react";
import { loadSchemas, schemasByIds, type SchemaInfo } from "./schemas-api.ts";

/** The schemas a references field points at (`schemaIds`), once fetched; `undefined` until then, `null` when they could not be read. */
export function useReferenceSchemas(app: string | undefined, schemaIds: readonly string[] | undefined): SchemaInfo[] | null | undefined {
  const key = `${app ?? ""}|${(schemaIds ?? []).join(",")}`;
  const [result, setResult] = useState<{ key: string; schemas: SchemaInfo[] | null }>();
  useEffect(() => {
    if (!app) return;
    let live = true;
    loadSchemas(app).then(
      (schemas) => live && setResult({ key, schemas: schemasByIds(schemas, key.split("|")[1]!.split(",").filter(Boolean)) }),
      (error: unknown) => {
        console.error("baukasten: schemas could not be read", error);
        if (live) setResult({ key, schemas: null });
      },
    );
    return () => {
      live = false;
    };
  }, [app, key]);
  return result?.key === key ? result.schemas : undefined;
}
