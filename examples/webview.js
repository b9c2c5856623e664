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

// Opened in a plain browser, no app answers the element's token request and the element stays empty:
// say so, how to get a token, link to the sign-in, and take a token pasted here (handed over as the app
// would, through window.iseNative).
const help = document.createElement("section")
help.className = "token-help"
help.setAttribute("aria-labelledby", "token-help-title")
help.hidden = true
help.innerHTML = `
  <h2 id="token-help-title">Sisselogitud kasutaja puudub · No signed-in user</h2>
  <p>See leht on rakenduse veebivaade: rakendus annab elemendile sisselogitud kasutaja pääsuloa (access token) oma sillaga.
  This page is an app's webview: the app hands the element a signed-in user's access token through its native bridge
  (<code>window.iseNative.receive({ type: "token", token })</code>, docs/embedding.md).</p>
  <p>To try it in a browser: sign in through the API (repeat the poll until it answers with a token; the demo people are in the README)
  and paste the <code>token</code> of the poll's answer below:</p>
  <pre><code>curl -s -X POST ${location.origin}/v1/auth/smart-id/login -H 'content-type: application/json' -d '{"personalIdentityCode":"48001010005"}'
curl -s -X POST ${location.origin}/v1/auth/smart-id/poll -H 'content-type: application/json' -d '{"personalIdentityCode":"48001010005","verificationCode":"…"}'</code></pre>
  <p>Or see the same in the portal: <a href="/login">sign in to the portal / logi portaali sisse</a>.</p>
  <form id="token-form">
    <label for="token-input">Access token</label>
    <input id="token-input" name="token" autocomplete="off" required />
    <button type="submit">Use the token / Kasuta</button>
  </form>`
document.body.insertBefore(help, el)
// The app's bridges the element talks through (docs/embedding.md): none means a plain browser.
const app = window.webkit?.messageHandlers?.ise || window.ReactNativeWebView || window.IseBridge
help.hidden = Boolean(app)
help.querySelector("form").addEventListener("submit", (e) => {
  e.preventDefault()
  const token = help.querySelector("input").value.trim()
  if (!token || !window.iseNative) return
  window.iseNative.receive({ type: "token", token })
  help.hidden = true
})
