// The directory map: Leaflet and its CSS are fetched only when a map container
// scrolls into view. Served as a same-origin file (CSP: no inline script). The card list is the
// content; if anything here fails, the page stays complete and a note replaces the map.
const maps = document.querySelectorAll("[data-practitioner-map]");
if (maps.length > 0 && "IntersectionObserver" in window) {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      show(entry.target);
    }
  });
  for (const el of maps) observer.observe(el);
}

let leaflet;
function loadLeaflet(el) {
  leaflet ??= new Promise((resolve, reject) => {
    const css = document.createElement("link");
    css.rel = "stylesheet";
    css.href = el.dataset.leafletCss;
    document.head.append(css);
    const script = document.createElement("script");
    script.src = el.dataset.leaflet;
    script.onload = () => (window.L ? resolve(window.L) : reject(new Error("no Leaflet")));
    script.onerror = reject;
    document.head.append(script);
  });
  return leaflet;
}

async function show(el) {
  try {
    const L = await loadLeaflet(el);
    const canvas = el.querySelector("[data-map-canvas]");
    const map = L.map(canvas, { scrollWheelZoom: false });
    canvas.setAttribute("role", "region");
    canvas.setAttribute("aria-label", el.dataset.label);
    L.tileLayer(el.dataset.tiles, { attribution: el.dataset.attribution, maxZoom: 18 }).addTo(map);
    const points = [];
    const markers = [];
    for (const m of JSON.parse(el.dataset.markers)) {
      const link = document.createElement("a");
      link.href = m.href;
      link.textContent = m.name;
      const popup = document.createElement("div");
      popup.append(link, document.createElement("br"), m.place);
      const marker = L.circleMarker([m.lat, m.lon], { radius: 7, weight: 2, color: "#1f3b57", fillColor: "#e07a5f", fillOpacity: 0.9 })
        .bindPopup(popup)
        .addTo(map);
      markers.push({ marker, href: m.href });
      points.push([m.lat, m.lon]);
    }
    // Progressive enhancement: markers follow the CSS-only filters (a card hidden → its markers too).
    const scope = el.closest(".practitioner-overview");
    const sync = () => {
      const shown = new Set();
      for (const a of scope?.querySelectorAll(".dir-list > li") ?? []) if (a.offsetParent !== null) shown.add(a.querySelector("a")?.getAttribute("href"));
      for (const { marker, href } of markers) {
        if (shown.has(href)) marker.addTo(map);
        else marker.remove();
      }
    };
    scope?.querySelector("form")?.addEventListener("change", sync);
    scope?.querySelector("form")?.addEventListener("reset", () => setTimeout(sync));
    if (points.length > 0) map.fitBounds(points, { padding: [24, 24], maxZoom: 12 });
    else map.setView([50, 10], 4);
    el.dataset.state = "ready";
  } catch {
    el.dataset.state = "failed";
  }
}
