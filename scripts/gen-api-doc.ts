import * as api from "../src/core/api/index"
const groups: Array<[string, Record<string, unknown>]> = [
  ["Session", api.sessionCalls],
  ["Prices", api.pricesCalls],
  ["Invoices", api.invoicesCalls],
  ["Payments", api.paymentsCalls],
  ["Agreements (oil)", api.agreementsCalls],
  ["Loyalty", api.loyaltyCalls],
  ["Cards and ID credit", api.cardsCalls],
  ["Statement (sales invoice lines)", api.statementCalls],
  ["Stations", api.stationsCalls],
  ["Terminal (stock, bookings, dispensing orders, tanks)", api.terminalCalls],
  ["Sale orders", api.saleOrdersCalls],
  ["Electricity consumption", api.consumptionCalls],
  ["Electricity agreement", api.electricityAgreementCalls],
  ["Charging", api.chargingCalls],
  ["Registration", api.registrationCalls],
  ["Profile", api.profileCalls],
  ["Spending", api.spendingCalls],
  ["Integrations", api.integrationsCalls],
]
const out: string[] = []
out.push(
  "# API calls",
  "",
  "The machine-readable contract is served by the server at **`/v1/openapi.json`** (generated from the same",
  "Effect Schemas and call descriptions as this table, in `src/core/api/*.calls.ts` and `src/core/schemas/`).",
  "This page is the human overview; regenerate it with `node --import tsx scripts/gen-api-doc.ts > docs/api.md`",
  "(tests/unit/core/contract.test.ts checks that it lists every call).",
  "",
  "- All paths are under `/v1` and written here without that prefix.",
  "- Access: **public** — anybody; **user** — a signed-in user; **customer** — a signed-in contact of the",
  "  path's `customerId`, and when roles are listed, the customer must have one of them. A company's API key",
  "  (`Authorization: Bearer isk_…`, docs/integrations.md) makes the customer calls of its own customer with its",
  "  own roles, and the invoice files (`/documents/pdf`, `/documents/xml`, `/documents/zip`,",
  "  `/electricity/invoices/{id}/file`) of that customer; no other user call.",
  "- Answers: a JSON schema, a file (binary) or nothing (204).",
  '- **chosen** in the last column: the spec does not show this path ("not shown"), so we chose it in the',
  "  same style. Against the retailer's own API these are the paths to check first.",
  "- Routing note for servers: static segments must win over placeholders (`/documents/pdf` and",
  "  `/documents/zip` before `/documents/{customerId}`, `/agreements/file` before `/agreements/{customerId}`,",
  "  `/petrol-stations/staffed` before `/petrol-stations/{customerId}`, `/sale-orders/pdf`, `/sale-orders/products`",
  "  and `/sale-orders/loading-providers` before `/sale-orders/{customerId}`).",
  "- Errors: every refusal answers one JSON body `{ code, field?, message? }` (`ErrorBody` in",
  "  `src/core/api/errors.ts`). Clients choose their text by `code`; `message` is English for developers.",
  "  Every call may answer `INTERNAL` (500); a call with input (path, query or body) `VALIDATION` (400, with",
  "  `field`) and `NOT_FOUND` (404); a call that is not public `UNAUTHORIZED` (401) and `FORBIDDEN` (403); a",
  "  customer call `TOO_MANY_REQUESTS` (429 with Retry-After: an API key over its rate limit).",
  "  The column **Errors** lists the codes a call answers beyond those.",
  "",
  "| Code | Status |",
  "|---|---|",
  ...api.ErrorCodes.map((code) => `| \`${code}\` | ${api.errorStatus[code]} |`),
  "",
)
let n = 0
for (const [title, mod] of groups) {
  out.push(
    `## ${title}`,
    "",
    "| Method | Path | Access / roles | Answer | Errors | Summary | Path source |",
    "|---|---|---|---|---|---|---|",
  )
  for (const c of Object.values(mod) as api.Call[]) {
    n++
    const access = c.roles?.length ? `${c.access}: ${c.roles.join(" or ")}` : c.access
    const answer = typeof c.response === "string" ? (c.response === "binary" ? "file" : "204 empty") : "JSON"
    const errors = (c.errors ?? []).map((code) => `\`${code}\``).join(", ")
    out.push(
      `| ${c.method} | \`${c.path}\` | ${access} | ${answer} | ${errors} | ${c.summary.replace(/\|/g, "\\|")} | ${c.pathChosen ? "**chosen**" : "spec"} |`,
    )
  }
  out.push("")
}
out.push(`${n} calls in all.`, "")
process.stdout.write(out.join("\n"))
