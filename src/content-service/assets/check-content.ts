import { fileTypeFromBuffer } from "file-type";
import { badRequest } from "../errors.ts";
import { extensionOf, kindByExtension, kindOf, normalizeMimeType, type FileKind } from "./file-kinds.ts";

/**
 * Decides what an upload is, or throws 400: the declared MIME type (or, when it is missing or
 * `application/octet-stream`, the detected one) must be on the allow-list, the file name's extension
 * (if any) must belong to it, and the bytes must be what it claims — magic bytes for binary formats,
 * a parse for text formats (an `<svg` document, valid JSON, UTF-8 text without NUL bytes).
 */
export async function checkContent(bytes: Uint8Array, declared: string, fileName: string): Promise<FileKind> {
  const detected = await fileTypeFromBuffer(bytes);
  const declaredType = normalizeMimeType(declared);
  const extension = extensionOf(fileName);
  let kind: FileKind | undefined;
  if (declaredType && declaredType !== "application/octet-stream") {
    kind = kindOf(declaredType);
    if (!kind) throw badRequest(`Files of type '${declaredType}' are not allowed.`);
  } else {
    kind = (detected && kindOf(detected.mime)) || (extension ? kindByExtension(extension) : undefined);
    if (!kind) throw badRequest("The file type could not be determined or is not allowed.");
  }
  if (extension && !kind.extensions.includes(extension)) {
    throw badRequest(`The file extension '.${extension}' does not match the type '${kind.mimeType}'.`);
  }
  if (kind.text) {
    if (detected && !kind.signatures.includes(detected.mime)) throw mismatch(kind, detected.mime);
    checkText(bytes, kind);
  } else if (!detected || !kind.signatures.includes(detected.mime)) {
    throw mismatch(kind, detected?.mime);
  }
  return kind;
}

function mismatch(kind: FileKind, detected: string | undefined): Error {
  return badRequest(`The file content does not match the type '${kind.mimeType}'${detected ? ` (looks like '${detected}')` : ""}.`);
}

function checkText(bytes: Uint8Array, kind: FileKind): void {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(`The file is not valid UTF-8 text ('${kind.mimeType}').`);
  }
  if (text.includes("\u0000")) throw badRequest(`The file is binary, not '${kind.mimeType}'.`);
  if (kind.text === "json") {
    try {
      JSON.parse(text);
    } catch {
      throw badRequest("The file is not valid JSON.");
    }
  }
  if (kind.text === "svg" && !isSvgDocument(text)) throw badRequest("The file is not an SVG document.");
}

// Prolog = optional BOM, XML declaration, comments, processing instructions and a DOCTYPE without
// an internal subset (entity declarations are refused outright).
const PROLOG = /^(?:\uFEFF)?(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*>)*/i;

/** True when `text` is an XML document whose root element is `<svg>` and that declares no entities. */
export function isSvgDocument(text: string): boolean {
  if (/<!ENTITY/i.test(text)) return false;
  const rest = text.replace(PROLOG, "");
  if (!/^<svg[\s>/]/.test(rest)) return false;
  return /<\/svg\s*>\s*(?:<!--[\s\S]*?-->\s*)*$/.test(rest) || /^<svg[^>]*\/>\s*$/.test(rest);
}
