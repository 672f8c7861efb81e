/** Polls `url` until any HTTP answer arrives; `failed()` returning a message aborts early. */
export async function waitForHttp(url: string, timeoutMs: number, failed: () => string | undefined = () => undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    const reason = failed();
    if (reason) throw new Error(reason);
    try {
      await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2000) });
      return;
    } catch (error) {
      last = error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s: ${String(last)}`);
}
