import type { Hono } from "hono"
import { BRAND } from "../../core/rules/brand"
import type { AppEnv } from "../context"
import { publicOrigin } from "../http/publicOrigin"
import { authorizationRequestOf, decideAuthorization } from "../features/electricityAgreement/electricityAgreement.authorization"

/**
 * The grid operator's (Elering's) data-service authorisation page, simulated as the bank is
 * (simulators/bank.ts): the wizard sends the browser to /v1/elering/authorize/{token}; the customer
 * grants some or all of the listed points, or declines; the page returns the browser to the agreement
 * page with ?elering=return, as the real service returns to the address it was given.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!)

const page = (body: string) => `<!doctype html>
<html lang="et"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Elering – andmejagamise nõusolek (simulaator)</title>
<style>
body{font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;background:#eef3f7;color:#1c2430;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:14px;box-shadow:0 12px 32px rgba(16,24,40,.16);padding:28px;width:min(480px,calc(100vw - 32px))}
h1{font-size:1.25rem;margin:0 0 12px}.brand{font-weight:800;color:#00558c;letter-spacing:.04em}
fieldset{border:1px solid #d0d7de;border-radius:10px;padding:12px 16px;margin:16px 0}label{display:flex;gap:10px;align-items:center;padding:6px 0}
.row{display:flex;gap:10px;margin-top:20px}button{flex:1;font:inherit;font-weight:700;padding:12px;border-radius:10px;cursor:pointer;border:1px solid #00558c}
.ok{background:#00558c;color:#fff}.no{background:#fff;color:#b42318;border-color:#b42318}.note{color:#4a5565;font-size:.875rem}
</style></head><body><main>${body}</main></body></html>`

const csp = (origin: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origin}; frame-ancestors 'none'; base-uri 'none'`

const back = (origin: string, returnPath: string) => `${origin}${returnPath}${returnPath.includes("?") ? "&" : "?"}elering=return`

export function eleringSimulatorRoutes(app: Hono<AppEnv>) {
  app.get("/elering/authorize/:token", async (c) => {
    const deps = c.get("deps")
    c.header("content-security-policy", csp(publicOrigin(c)))
    const request = await authorizationRequestOf(deps.db, c.req.param("token"), deps.clock.now())
    if (!request?.live) {
      return c.html(
        page(`<p class="brand">ELERING</p><h1>Taotlus on aegunud või kasutatud</h1><p>The request has expired or was used.</p>`),
        404,
      )
    }
    const token = encodeURIComponent(c.req.param("token"))
    const points = request.meteringPointEics
      .map((eic) => `<label><input type="checkbox" name="eic" value="${escapeHtml(eic)}" checked> ${escapeHtml(eic)}</label>`)
      .join("")
    return c.html(
      page(`<p class="brand">ELERING</p><h1>Andmejagamise nõusolek (simulaator)</h1>
      <p>${escapeHtml(BRAND.legalName)} soovib lugeda nende mõõtepunktide mõõteandmeid Eleringi andmeladust.</p>
      <form method="post" action="/v1/elering/authorize/${token}/grant">
        <fieldset><legend>Mõõtepunktid</legend>${points}</fieldset>
        <div class="row"><button class="no" type="submit" formaction="/v1/elering/authorize/${token}/decline">Keeldu</button><button class="ok" type="submit">Annan nõusoleku</button></div>
      </form>
      <p class="note">Nõusoleku saab Eleringi andmelaos igal ajal tagasi võtta.</p>`),
    )
  })

  app.post("/elering/authorize/:token/grant", async (c) => {
    const deps = c.get("deps")
    const form = await c.req.parseBody({ all: true })
    const raw = form.eic
    const eics = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((v): v is string => typeof v === "string")
    const done = await decideAuthorization(deps.db, c.req.param("token"), eics, deps.clock.now())
    if (!done) return c.html(page(`<h1>Taotlus on aegunud või kasutatud</h1>`), 404)
    return c.redirect(back(publicOrigin(c), done.returnPath), 303)
  })

  app.post("/elering/authorize/:token/decline", async (c) => {
    const deps = c.get("deps")
    const done = await decideAuthorization(deps.db, c.req.param("token"), [], deps.clock.now())
    if (!done) return c.html(page(`<h1>Taotlus on aegunud või kasutatud</h1>`), 404)
    return c.redirect(back(publicOrigin(c), done.returnPath), 303)
  })
}
