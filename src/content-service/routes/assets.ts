import type { Route, RouteRequest } from "../context.ts";
import { badRequest, notFound, forbidden } from "../errors.ts";
import { json, isPresent, readJson } from "../http.ts";
import { can, requirePermission } from "../permissions.ts";
import { createAsset } from "../assets/create-asset.ts";
import { toAssetDto } from "../assets/dto.ts";
import { assetFilePath, removeAssetFiles } from "../assets/files.ts";
import { assetQueryFromUrl, listAssets } from "../assets/list-assets.ts";
import { readUpload } from "../assets/read-upload.ts";
import { parseResizeQuery, resolveVariant } from "../assets/resize-params.ts";
import { serveAssetFile } from "../assets/serve-content.ts";
import { serveVariant } from "../assets/serve-variant.ts";
import { checkedParent, createFolder, deleteFolder, folderName, folderPath, getFolder, listFolders, renameFolder, toFolderDto } from "../assets/folders.ts";
import { annotateAsset, isReferenced, moveAsset, parseAnnotation, replaceAssetContent } from "../assets/update-asset.ts";
import { deleteAssetRow, getAsset, getAssetByIdOrSlug } from "../assets/store.ts";
import { transaction } from "../../base/sqlite.ts";

function list({ url, request, caller, ctx }: RouteRequest): Response {
  requirePermission(caller, "assets.read");
  const query = { ...assetQueryFromUrl(url), noTotal: isPresent(request.headers, "X-NoTotal") };
  const { total, items } = listAssets(ctx, query);
  const self = `/api/apps/${encodeURIComponent(ctx.options.app)}/assets`;
  return json({
    total,
    items: items.map((a) => toAssetDto(ctx, a, caller)),
    _links: {
      self: { href: self, method: "GET" },
      ...(can(caller, "assets.write") ? { create: { href: self, method: "POST" } } : {}),
    },
  });
}

function getOne({ params, caller, ctx }: RouteRequest): Response {
  requirePermission(caller, "assets.read");
  const asset = getAsset(ctx, params.id!);
  if (!asset) throw notFound();
  return json(toAssetDto(ctx, asset, caller));
}

async function upload({ request, url, caller, ctx }: RouteRequest): Promise<Response> {
  requirePermission(caller, "assets.write");
  const file = await readUpload(request, ctx.options.maxUploadBytes);
  const p = url.searchParams;
  const { asset, isDuplicate } = await createAsset(ctx, caller, file, {
    parentId: p.get("ParentId") ?? p.get("parentId") ?? undefined,
    id: p.get("id") || undefined,
    duplicate: p.get("duplicate") === "true",
  });
  const dto = toAssetDto(ctx, asset, caller);
  const location = (dto._links as Record<string, { href: string }>).self!.href;
  return json(isDuplicate ? { ...dto, _meta: { isDuplicate: "true" } } : dto, { status: 201, headers: { location } });
}

function remove({ params, url, caller, ctx }: RouteRequest): Response {
  requirePermission(caller, "assets.write");
  const id = params.id!;
  const checkReferrers = url.searchParams.get("checkReferrers") === "true";
  transaction(ctx.db, () => {
    if (!getAsset(ctx, id)) throw notFound();
    if (checkReferrers && isReferenced(ctx, id)) throw badRequest("Asset is referenced by a content and cannot be deleted.");
    deleteAssetRow(ctx, id);
  });
  // The row is gone first, so a crash between the two leaves an orphaned folder, never a dangling row.
  removeAssetFiles(ctx, id);
  return new Response(null, { status: 204 });
}

async function annotate({ params, request, caller, ctx }: RouteRequest): Promise<Response> {
  requirePermission(caller, "assets.write");
  const body = (await readJson(request, ctx.options.maxJsonBytes)) as Record<string, unknown>;
  return json(toAssetDto(ctx, annotateAsset(ctx, caller, params.id!, parseAnnotation(body)), caller));
}

async function move({ params, request, caller, ctx }: RouteRequest): Promise<Response> {
  requirePermission(caller, "assets.write");
  const body = (await readJson(request, ctx.options.maxJsonBytes)) as Record<string, unknown>;
  return json(toAssetDto(ctx, moveAsset(ctx, caller, params.id!, checkedParent(ctx, body.parentId)), caller));
}

async function replace({ params, request, caller, ctx }: RouteRequest): Promise<Response> {
  requirePermission(caller, "assets.write");
  if (!getAsset(ctx, params.id!)) throw notFound();
  const file = await readUpload(request, ctx.options.maxUploadBytes);
  return json(toAssetDto(ctx, await replaceAssetContent(ctx, caller, params.id!, file), caller));
}

function folders({ url, caller, ctx }: RouteRequest): Response {
  requirePermission(caller, "assets.read");
  const parentId = url.searchParams.get("parentId") ?? url.searchParams.get("ParentId") ?? "";
  const path = parentId ? folderPath(ctx, parentId) : [];
  const items = listFolders(ctx, parentId);
  const self = `/api/apps/${encodeURIComponent(ctx.options.app)}/assets/folders`;
  return json({
    total: items.length,
    items: items.map((f) => toFolderDto(ctx, f, caller)),
    path: path.map((f) => toFolderDto(ctx, f, caller)),
    _links: { self: { href: self, method: "GET" }, ...(can(caller, "assets.write") ? { create: { href: self, method: "POST" } } : {}) },
  });
}

async function postFolder({ request, caller, ctx }: RouteRequest): Promise<Response> {
  requirePermission(caller, "assets.write");
  const body = (await readJson(request, ctx.options.maxJsonBytes)) as Record<string, unknown>;
  const folder = createFolder(ctx, caller, folderName(body.folderName), checkedParent(ctx, body.parentId));
  return json(toFolderDto(ctx, folder, caller), { status: 201 });
}

async function putFolder({ params, request, caller, ctx }: RouteRequest): Promise<Response> {
  requirePermission(caller, "assets.write");
  const body = (await readJson(request, ctx.options.maxJsonBytes)) as Record<string, unknown>;
  if (!getFolder(ctx, params.id!)) throw notFound();
  return json(toFolderDto(ctx, renameFolder(ctx, caller, params.id!, folderName(body.folderName)), caller));
}

function removeFolder({ params, caller, ctx }: RouteRequest): Response {
  requirePermission(caller, "assets.write");
  // The rows are gone first, so a crash between the two leaves orphaned files, never dangling rows.
  for (const id of deleteFolder(ctx, params.id!)) removeAssetFiles(ctx, id);
  return new Response(null, { status: 204 });
}

async function content({ params, url, request, caller, ctx }: RouteRequest): Promise<Response> {
  const resize = parseResizeQuery(url.searchParams);
  const asset = getAssetByIdOrSlug(ctx, params.idOrSlug ?? "");
  if (!asset) throw notFound();
  if (asset.isProtected && !can(caller, "assets.read")) throw forbidden();
  const versionParam = url.searchParams.get("version");
  const fileVersion = versionParam !== null && /^\d{1,9}$/.test(versionParam) ? Number(versionParam) : asset.fileVersion;
  const cache = url.searchParams.get("cache");
  const download = url.searchParams.get("download");
  const served = { ...asset, fileVersion };
  const path = assetFilePath(ctx, asset.id, fileVersion);
  const options = {
    cacheSeconds: cache && /^\d{1,9}$/.test(cache) ? Number(cache) : undefined,
    download: download === "1" || download === "true",
    ifNoneMatch: request.headers.get("if-none-match"),
    range: request.headers.get("range"),
    head: request.method === "HEAD",
  };
  const variant = resolveVariant(resize, asset.mimeType);
  const response = variant ? await serveVariant(ctx, served, path, variant, options) : serveAssetFile(served, path, options);
  if (!response) throw notFound();
  return response;
}

/**
 * Squidex's asset API: list, get, upload, annotate (name, metadata), move, replace the file
 * (a new file version), delete (refused with `checkReferrers=true` while content mentions it),
 * asset folders (list with the path to them, create, rename, delete with all they hold), and the file content by id or slug,
 * raster images resized and converted per the query (`parseResizeQuery`).
 */
export const assetRoutes: Route[] = [
  { method: "GET", path: "/api/apps/:app/assets", handle: list },
  { method: "POST", path: "/api/apps/:app/assets", handle: upload },
  // Before `assets/:id`, which would take `folders` for an asset id.
  { method: "GET", path: "/api/apps/:app/assets/folders", handle: folders },
  { method: "POST", path: "/api/apps/:app/assets/folders", handle: postFolder },
  { method: "PUT", path: "/api/apps/:app/assets/folders/:id", handle: putFolder },
  { method: "DELETE", path: "/api/apps/:app/assets/folders/:id", handle: removeFolder },
  { method: "PUT", path: "/api/apps/:app/assets/:id", handle: annotate },
  { method: "PUT", path: "/api/apps/:app/assets/:id/parent", handle: move },
  { method: "PUT", path: "/api/apps/:app/assets/:id/content", handle: replace },
  { method: "GET", path: "/api/apps/:app/assets/:id", handle: getOne },
  { method: "DELETE", path: "/api/apps/:app/assets/:id", handle: remove },
  { method: "GET", path: "/api/assets/:app/:idOrSlug", handle: content },
  { method: "GET", path: "/api/assets/:app/:idOrSlug/*rest", handle: content },
];
