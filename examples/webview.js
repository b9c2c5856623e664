// The script of the example webview pages (a file: the pages' CSP allows no inline script).
// The app opens the page with what is not secret in the query: ?customer-id=2&locale=et (and the
// element's own ids). The access token never travels in an address: the element asks for it with an
// `ise-token-request` event, which the native bridge hands to the app, and the app answers with
// window.iseNative.receive({ type: "token", token }) (docs/embedding.md).
const params = new URLSearchParams(location.search)
const el = document.querySelector("[data-example]")
for (const name of ["locale", "customer-id", "agreement-id", "offer-id"]) {
  const value = params.get(name)
  if (value) el.setAttribute(name, value)
}
document.documentElement.lang = el.getAttribute("locale") || "et"
// What the page hears, for the reader (the app hears the same through its bridge): "event: field field".
const log = document.getElementById("log")
for (const spec of (el.dataset.log || "").split(" ").filter(Boolean)) {
  const [event, fields] = spec.split(":")
  el.addEventListener(event, (e) => {
    log.textContent = `${event}: ${fields
      .split(",")
      .map((f) => e.detail[f])
      .join(" ")}`
  })
}
