/**
 * Imports a module that another part of the project provides, or undefined while it is absent
 * (only a missing module itself counts as absent; errors inside it still throw).
 */
export async function optionalModule<T>(url: URL): Promise<T | undefined> {
  try {
    return (await import(url.href)) as T;
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { url?: string };
    if (e.code === "ERR_MODULE_NOT_FOUND" && String(e.message).includes(url.pathname)) return undefined;
    throw error;
  }
}
