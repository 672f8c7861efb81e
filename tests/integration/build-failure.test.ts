import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../scripts/seed/index.ts";
import { sign } from "../../src/lib/publish/signature.ts";
import { APP, clientId, SECRETS, startTestService, type TestService } from "../helpers/content-service.ts";
import { settledBuilds } from "../helpers/builds.ts";
import { call, login } from "../helpers/http.ts";
import { startSite, type Site } from "../helpers/site.ts";

// A site on a content service of its own over HTTP (as with a real Squidex), so the test can take
// the service away: a real failure, not a stand-in.
const HOOK_SECRET = "build-failure-hook-secret-0123";
let cs: TestService;
let site: Site;
let cookie: string;

const settled = () => settledBuilds(site, cookie);
const latest = async () => ((await (await call(site, `/builds/latest.json?${Date.now()}`)).json()) as { id: string }).id;

beforeAll(async () => {
  cs = await startTestService();
  await seed(cs.service, { baseUrl: "http://embedded", app: APP, clientId: clientId("Owner"), clientSecret: SECRETS.Owner, siteCode: "baukasten" });
  site = await startSite({
    env: {
      CONTENT_SERVICE_URL: cs.url,
      CONTENT_SERVICE_APP: APP,
      CONTENT_SERVICE_CLIENT_ID: clientId("Reader"),
      CONTENT_SERVICE_CLIENT_SECRET: SECRETS.Reader,
      PUBLISH_HOOK_SECRET: HOOK_SECRET,
    },
  });
  cookie = await login(site);
  await settled();
});
afterAll(async () => {
  await site?.stop();
  await cs?.close().catch(() => {});
});

describe("a build that fails", () => {
  it("leaves the live site as it was and says why", async () => {
    const first = await settled();
    expect(first.state, `${JSON.stringify(first)}\n${site.output()}`).toBe("live");
    const id = await latest();
    const page = await call(site, "/ueber-uns");
    expect(page.status).toBe(200);
    const html = await page.text();

    // The content service goes away; a publish event still arrives (signed, as the rule sends it).
    await cs.close();
    const body = JSON.stringify({ type: "ContentUpdated", payload: { id: "x", schemaId: { name: "pages" } } });
    const hook = await call(site, "/api/hooks/content", { raw: body, headers: { "x-signature": sign(body, HOOK_SECRET) } });
    expect(hook.status).toBe(202);

    const after = await settled();
    expect(after.state).toBe("failed");
    expect(after.failed?.reason).toContain("did not answer every read");
    expect(after.live?.id).toBe(id);
    expect(await latest()).toBe(id);
    const again = await call(site, "/ueber-uns");
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(html);
    expect(site.output()).toContain("Build failed (ContentUpdated pages); the live build stays");
  });
});
