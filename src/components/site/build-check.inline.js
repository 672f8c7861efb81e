// The build check's inline script (src/components/site/BuildCheck.astro), minified into every page the
// render pass builds. Plain browser JavaScript: it runs as it is, with no import.
(() => {
  const meta = document.querySelector('meta[name="build-id"]');
  const page = meta.content;
  const every = Number(meta.dataset.interval) || 300000;
  const here = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, "") : "/";
  let latest;
  let stale = false;
  let rules = {};
  const once = (path) => {
    const key = "baukasten:reload:" + path;
    try {
      if (Date.now() - Number(sessionStorage.getItem(key) || 0) < 10000) return false;
      sessionStorage.setItem(key, String(Date.now()));
    } catch {
      // No sessionStorage (private mode, blocked): no guard, but no reload either.
      return false;
    }
    return true;
  };
  // Changed since this page's build: listed by a build after it, or it is too old to be listed.
  const changedHere = (changes) => {
    for (const change of Array.isArray(changes) ? changes : []) {
      if (!change || change.id === page) return false;
      if (!Array.isArray(change.paths) || change.paths.includes(here)) return true;
    }
    return true;
  };
  const readMeta = (id) =>
    fetch("/builds/meta/" + encodeURIComponent(id) + ".json")
      .then((r) => {
        if (!r.ok) throw new Error(String(r.status));
        return r.text();
      })
      .then(
        (text) => {
          try {
            const meta = JSON.parse(text);
            if (!meta || typeof meta.routeRules !== "object") throw new Error("no route rules");
            rules = meta.routeRules;
            stale = id !== page && changedHere(meta.changes);
          } catch (error) {
            console.error("Error creating app manifest matcher", error);
          }
        },
        (error) => console.error("Error fetching app manifest", error),
      );
  // The service worker brings the pages it keeps up to the live build (src/pwa/sw.ts).
  const tell = () => {
    const worker = navigator.serviceWorker && navigator.serviceWorker.controller;
    if (worker && latest) worker.postMessage({ type: "build", id: latest });
  };
  const check = () => {
    if (navigator.connection && navigator.connection.effectiveType === "slow-2g") return Promise.resolve();
    return fetch("/builds/latest.json?" + Date.now(), { cache: "no-store" })
      .then((r) => (r.ok ? r.json() : undefined))
      .then((j) => {
        if (!j || typeof j.id !== "string" || j.id === latest) return;
        latest = j.id;
        tell();
        return readMeta(j.id);
      })
      .catch(() => {});
  };
  const idle = window.requestIdleCallback || ((fn) => setTimeout(fn, 0));
  idle(() =>
    setTimeout(() => {
      check();
      setInterval(check, every);
    }, 1000),
  );
  if ("serviceWorker" in navigator) {
    addEventListener("load", () => navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {}));
    navigator.serviceWorker.addEventListener("controllerchange", tell);
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
  addEventListener("pageshow", (e) => {
    if (e.persisted)
      check().then(() => {
        if (stale && once(here)) location.reload();
      });
  });
  document.addEventListener("click", (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.target instanceof Element ? e.target.closest("a[href]") : null;
    if (!a || (a.target && a.target !== "_self") || a.hasAttribute("download")) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin) return;
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    const rule = rules[path] && rules[path].redirect;
    if (rule && typeof rule.to === "string" && (/^https:\/\//.test(rule.to) || /^\/(?!\/)/.test(rule.to))) {
      e.preventDefault();
      location.assign(rule.to);
    }
  });
  const chunkFailed = () => {
    if (once(location.pathname)) location.reload();
  };
  addEventListener(
    "error",
    (e) => {
      const t = e.target;
      const url = t instanceof HTMLScriptElement ? t.src : t instanceof HTMLLinkElement ? t.href : "";
      if (url && new URL(url, location.href).pathname.startsWith("/_astro/")) chunkFailed();
    },
    true,
  );
  addEventListener("unhandledrejection", (e) => {
    if (/dynamically imported module|Importing a module script failed/i.test(String((e.reason && e.reason.message) || e.reason))) chunkFailed();
  });
})();
