import type { Hono } from "hono"
import { BRAND } from "../../core/rules/brand"
import type { AppEnv } from "../context"
import { formatMoney } from "../../core/i18n/numbers"
import { bankLogoPath, type BankGateway } from "../features/payments/bankGateway"
import { errorResponse, notFound } from "../http/errors"
import { publicOrigin } from "../http/publicOrigin"
import { decideOrder, findOrder, orderStatus } from "../features/payments/payments.service"

/** A gateway that serves pages of its own under /v1 (the simulator's bank page); createApp mounts them. */
export interface BankGatewayWithPages extends BankGateway {
  readonly routes?: (app: Hono<AppEnv>) => void
}

/**
 * Default gateway: the simulated bank link and card page, what a real bank or card processor would
 * show. The user approves, declines or walks away (the order stays PENDING and expires). Either
 * decision returns the browser to the portal's /process-payment?order-token=…, as the bank's return
 * address would.
 */
export function bankSimulator(): BankGatewayWithPages {
  return {
    paymentPageUrl: (order, origin) => `${origin}/v1/payment/simulator/${encodeURIComponent(order.orderToken)}`,
    logoUrl: bankLogoPath,
    routes: bankSimulatorRoutes,
  }
}

const brand: Record<string, { name: string; color: string }> = {
  seb: { name: "SEB", color: "#41a62a" },
  swedbank: { name: "Swedbank", color: "#ee7023" },
  lhv: { name: "LHV", color: "#222222" },
  luminor: { name: "Luminor", color: "#481a54" },
  coop: { name: "Coop Pank", color: "#0060a9" },
  citadele: { name: "Citadele", color: "#d52b1e" },
  revolut: { name: "Revolut", color: "#191c1f" },
  n26: { name: "N26", color: "#2b6f6d" },
  card: { name: "Kaart", color: "#1a1f71" },
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!)

const logoSvg = (name: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40" role="img" aria-label="${escapeHtml(name)}">` +
  `<rect width="120" height="40" rx="6" fill="${color}"/>` +
  `<text x="60" y="26" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="15" font-weight="700" fill="#fff">${escapeHtml(name)}</text></svg>`

const page = (title: string, body: string) => `<!doctype html>
<html lang="et"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;background:#eef1f5;color:#1c2430;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:14px;box-shadow:0 12px 32px rgba(16,24,40,.16);padding:28px;width:min(440px,calc(100vw - 32px))}
h1{font-size:1.25rem;margin:12px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}dt{color:#4a5565}dd{margin:0;font-weight:600;text-align:right}
.row{display:flex;gap:10px;margin-top:20px}button{flex:1;font:inherit;font-weight:700;padding:12px;border-radius:10px;cursor:pointer;border:1px solid #0b6e4f}
.ok{background:#0b6e4f;color:#fff}.no{background:#fff;color:#b42318;border-color:#b42318}.note{color:#4a5565;font-size:.875rem}
</style></head><body><main>${body}</main></body></html>`

/**
 * The bank page's own policy: its inline style, forms that post here and return to the portal, and
 * never inside a frame (a framing page could trick the payer into approving: clickjacking).
 */
const bankPageCsp = (origin: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origin}; frame-ancestors 'none'; base-uri 'none'`

function bankSimulatorRoutes(app: Hono<AppEnv>) {
  app.get("/payment/logos/:file", (c) => {
    const key = c.req.param("file").replace(/\.svg$/, "")
    const b = brand[key]
    if (!b) return errorResponse(c, notFound("No such logo"))
    return c.body(logoSvg(b.name, b.color), 200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" })
  })

  app.get("/payment/simulator/:token", async (c) => {
    const deps = c.get("deps")
    const token = c.req.param("token")
    c.header("content-security-policy", bankPageCsp(publicOrigin(c)))
    const order = await findOrder(deps.db, token)
    if (!order) return c.html(page("Makse", `<h1>Makset ei leitud</h1><p>Payment not found.</p>`), 404)
    const status = await orderStatus(deps.db, token)
    const b = brand[(order.bankType ?? "card").toLowerCase()] ?? brand.card!
    const returnTo = `${publicOrigin(c)}/process-payment?order-token=${encodeURIComponent(token)}`
    const facts = `<dl>
      <dt>Saaja</dt><dd>${escapeHtml(BRAND.legalName)}</dd>
      <dt>Summa</dt><dd data-testid="bank-amount">${escapeHtml(formatMoney("et", order.amount))}</dd>
      <dt>Arveid</dt><dd>${order.documentIds.length}</dd>
      <dt>Selgitus</dt><dd>Arved ${escapeHtml(order.documentIds.join(", "))}</dd></dl>`
    const head = `${logoSvg(b.name, b.color)}<h1>${order.methodType === "CARD" ? "Kaardimakse" : `Pangalink: ${escapeHtml(b.name)}`} (simulaator)</h1>`
    if (status !== "PENDING") {
      return c.html(
        page(
          "Makse",
          `${head}${facts}<p>Makse olek: <strong>${status}</strong></p><p><a href="${escapeHtml(returnTo)}">Tagasi kaupmehe juurde</a></p>`,
        ),
      )
    }
    return c.html(
      page(
        `${b.name} – makse`,
        `${head}${facts}
        <div class="row">
          <form method="post" action="/v1/payment/simulator/${encodeURIComponent(token)}/decline" style="flex:1;display:flex"><button class="no" type="submit">Keeldu</button></form>
          <form method="post" action="/v1/payment/simulator/${encodeURIComponent(token)}/approve" style="flex:1;display:flex"><button class="ok" type="submit">Kinnita makse</button></form>
        </div>
        <p class="note">Kui sulged lehe otsust tegemata, jääb makse ootele ja aegub 15 minuti pärast.</p>`,
      ),
    )
  })

  for (const decision of ["approve", "decline"] as const) {
    app.post(`/payment/simulator/:token/${decision}`, async (c) => {
      const deps = c.get("deps")
      const token = c.req.param("token")
      const status = await decideOrder(deps.db, token, decision === "approve")
      if (status === "NOT_FOUND") return errorResponse(c, notFound("No such payment"))
      return c.redirect(`${publicOrigin(c)}/process-payment?order-token=${encodeURIComponent(token)}`, 303)
    })
  }
}
