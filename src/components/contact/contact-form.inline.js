// The contact form's progressive enhancement (src/components/contact/ContactForm.astro): a fresh
// stamp once the visitor starts filling the form in (a prerendered page carries none), and the
// form generator's messages, rendered by the server into data attributes, after a field is left
// and for every field on a send; a send with a problem stays on the page with focus on the first.
// A field left by pressing the send button says its message only once the press ends: a message
// appearing under the pointer would move the button away and the press would miss it.
(() => {
  const form = document.querySelector("form[data-contact-form]");
  if (!form) return;
  const name = form.dataset.stamp;
  let asked = false;
  // A page rendered on request carries a fresh stamp already; replacing it would restart the fill time.
  const stamp = () => {
    if (asked || form.elements.namedItem(name)) return;
    asked = true;
    fetch("/api/forms/stamp")
      .then((r) => (r.ok ? r.json() : undefined))
      .then((body) => {
        if (!body || typeof body.stamp !== "string") return;
        let input = form.elements.namedItem(name);
        if (!input) {
          input = document.createElement("input");
          input.type = "hidden";
          input.name = name;
          form.append(input);
        }
        input.value = body.stamp;
      })
      .catch(() => {});
  };
  form.addEventListener("focusin", stamp);
  form.addEventListener("input", stamp);
  const fields = [...form.querySelectorAll("[data-required]")];
  const problem = (el) => {
    const value = el.value.trim();
    if (!value) return el.dataset.required;
    if ([...value].length > Number(el.dataset.max)) return el.dataset.long;
    if (el.type === "email" && el.validity.typeMismatch) return el.dataset.email;
    return "";
  };
  const show = (el) => {
    const message = problem(el);
    const box = document.getElementById(`${el.id}-error`);
    box.textContent = message;
    box.hidden = !message;
    if (message) el.setAttribute("aria-invalid", "true");
    else el.removeAttribute("aria-invalid");
    return !message;
  };
  let pressing = false;
  form.addEventListener("pointerdown", (event) => {
    if (event.target.closest("button")) pressing = true;
  });
  document.addEventListener("pointerup", () => {
    if (!pressing) return;
    pressing = false;
    setTimeout(() => fields.forEach((el) => "blurred" in el.dataset && show(el)));
  });
  for (const el of fields) {
    el.addEventListener("blur", () => {
      el.dataset.blurred = "";
      if (!pressing) show(el);
    });
    el.addEventListener("input", () => {
      if ("blurred" in el.dataset) show(el);
    });
  }
  form.addEventListener("submit", (event) => {
    const bad = fields.filter((el) => !show(el));
    for (const el of fields) el.dataset.blurred = "";
    if (bad.length) {
      event.preventDefault();
      bad[0].focus();
    }
  });
})();
