import { useAtomValue } from "jotai"
import { type ReactNode, useEffect, useMemo, useState } from "react"
import type { ErrorCode } from "../../core/api/errors"
import * as paymentsCalls from "../../core/api/payments.calls"
import { formatDate } from "../../core/i18n/dates"
import { formatMoney } from "../../core/i18n/numbers"
import {
  amountDue,
  isPayable,
  isSelectable,
  paymentBlock,
  paymentTargets,
  keptSelection,
  preselectedIds,
  selectedSum,
  type PayableInvoice,
} from "../../core/rules/payments"
import type { Locale } from "../../core/schemas/common"
import { BankPaymentLimit, type BankType, type PaymentMethod, type PaymentMethodType } from "../../core/schemas/payments"
import { apiAssetUrl } from "../../core/http/assetUrl"
import { customerIdAtom, customerQueryAtom, getApi, useCallWrite, useLocale, useMessages, type WriteProblem } from "../session"
import { LoadError, failureOf } from "../ui/LoadError"
import { paymentCss } from "./payments.css"
import { paymentMessages } from "./payments.messages"
import { paymentMethodsQueryAtom, reloadUnpaid, useUnpaidInvoices } from "./payments.queries"
import { Style } from "../element/Style"

export interface PaymentPanelProps {
  readonly locale?: Locale | null
  /** Told the redirect address just before the browser leaves (elements emit `payment-started`). */
  readonly onStarted?: (redirectUrl: string) => void
  /** Where the browser goes; tests and hosts may intercept. Defaults to location.assign. */
  readonly go?: (url: string) => void
  /** "Maksma" beside one invoice: that invoice alone is selected (else every selectable one, as the spec's /arved button). */
  readonly only?: string | null
}

type Problem = "beginFailed" | "alreadyPaid" | "factoredRefused" | "notAnInvoice" | "bankLimit" | "noContact"

/**
 * The message of a refused payment start, by the server's code. Each of these means the invoices on
 * screen are stale (paid, factored or changed in another tab or by the office), so the list reloads.
 * Any other failure is "beginFailed".
 */
const beginRefusals: Partial<Record<ErrorCode, Problem>> = {
  ALREADY_PAID: "alreadyPaid",
  FACTORED: "factoredRefused",
  NOT_AN_INVOICE: "notAnInvoice",
  OVER_BANK_LIMIT: "bankLimit",
}

const refusalOf = (problem: WriteProblem): Problem | undefined => (problem.code ? beginRefusals[problem.code] : undefined)

/**
 * The payment start: its problem's message; a refusal reloads the unpaid invoices (they are stale).
 * On success the browser leaves for the bank, and the panel stays busy until it has gone.
 */
function usePaymentBegin(
  locale: Locale | null | undefined,
  onStarted: ((url: string) => void) | undefined,
  go: ((url: string) => void) | undefined,
) {
  const t = useMessages(paymentMessages, locale)
  const customerId = useAtomValue(customerIdAtom)
  const [leaving, setLeaving] = useState(false)
  const [noContact, setNoContact] = useState(false)
  const begin = useCallWrite(paymentsCalls.paymentBegin, {
    message: (problem) => t(`pay.${refusalOf(problem) ?? "beginFailed"}`),
    onSuccess: (url) => {
      setLeaving(true)
      onStarted?.(url)
      ;(go ?? ((u: string) => window.location.assign(u)))(url)
    },
  })
  const run = async (body: Parameters<typeof begin.run>[0]) => {
    setNoContact(false)
    const outcome = await begin.run(body)
    if (!outcome.ok && refusalOf(outcome.problem) && customerId != null) void reloadUnpaid(customerId)
  }
  const problem = noContact ? t("pay.noContact") : begin.error
  return { busy: begin.pending || leaving, problem, run, refuse: () => setNoContact(true) }
}

/**
 * The payment of spec part 1 §4.3: unpaid invoices (factored ones shown but not selectable),
 * every selectable one preselected, the selected sum, a button per bank of GET /payment/methods
 * and the card. Buttons are disabled with an empty selection; bank buttons also above the limit,
 * with the spec's message. The server computes the amount again and answers the bank's address.
 */
export function PaymentPanel({ locale, onStarted, go, only }: PaymentPanelProps) {
  const t = useMessages(paymentMessages, locale)
  const lang = useLocale(locale)
  const customerId = useAtomValue(customerIdAtom)
  const customer = useAtomValue(customerQueryAtom).data
  const unpaid = useUnpaidInvoices()
  const methods = useAtomValue(paymentMethodsQueryAtom)
  const docs = useMemo(() => (unpaid.data ?? []).filter(isPayable), [unpaid.data])
  const [selection, setSelection] = useState<{ readonly of: string; readonly ids: ReadonlyArray<string> } | null>(null)
  const { busy, problem, run, refuse } = usePaymentBegin(locale, onStarted, go)

  // Preselect once the list arrives, and again for another customer or invoice; a reload of the same list keeps the
  // customer's choices (less what is no longer selectable).
  useEffect(() => {
    const of = `${customerId}:${only ?? ""}`
    setSelection((prev) => {
      if (!unpaid.data) return null
      return { of, ids: prev?.of === of ? keptSelection(prev.ids, unpaid.data) : preselectedIds(unpaid.data, only) }
    })
  }, [unpaid.data, only, customerId])
  const setSelected = (change: (prev: ReadonlyArray<string>) => ReadonlyArray<string>) =>
    setSelection((prev) => (prev ? { of: prev.of, ids: change(prev.ids) } : prev))
  const selected = selection?.ids ?? null

  const chosen = selected ?? []
  const sum = selectedSum(docs, chosen)
  const count = docs.filter((d) => chosen.includes(d.remoteDocumentId) && isSelectable(d)).length
  const selectable = docs.filter(isSelectable)
  // The modal opens with every unpaid invoice selected (spec): say so while that is the selection.
  const allSelected = selectable.length > 1 && count === selectable.length
  const bankBlock = paymentBlock("BANK", sum, count)
  const cardBlock = paymentBlock("CARD", sum, count)
  const banks = (methods.data ?? []).filter((m): m is PaymentMethod & { bankType: BankType } => m.type === "BANK" && m.bankType != null)
  const card = (methods.data ?? []).find((m) => m.type === "CARD")

  const toggle = (id: string, on: boolean) => setSelected((prev) => (on ? [...prev, id] : prev.filter((x) => x !== id)))

  const pay = (paymentMethodType: PaymentMethodType, bankType: BankType | null) => {
    if (customerId == null || !customer || customer.id !== customerId) return refuse()
    return run({
      params: { customerId },
      body: {
        bankType,
        locale: lang,
        customerId,
        contactPersonId: customer.contactId,
        ...paymentTargets(docs, chosen),
        paymentMethodType,
      },
    })
  }

  let body: ReactNode
  if (unpaid.isError) {
    body = <LoadError {...failureOf(unpaid)!} message={t("pay.loadFailed")} locale={locale} testId="pay-load-error" />
  } else if (!unpaid.data) {
    body = <p role="status">{t("common.loading")}</p>
  } else if (docs.length === 0) {
    body = <p data-testid="pay-none">{t("pay.none")}</p>
  } else {
    body = (
      <>
        <InvoiceRows docs={docs} chosen={chosen} busy={busy} onToggle={toggle} locale={locale} />
        {docs.some((d) => d.remoteFactoring) && <p className="ise-payments__note">{t("pay.factoredNote")}</p>}
        {allSelected && (
          <p className="ise-payments__note" data-testid="pay-all-selected">
            {t("pay.allSelected")}
          </p>
        )}
        <p className="ise-payments__sum" aria-live="polite" data-testid="pay-sum">
          {t("pay.selected", { count, sum: formatMoney(lang, sum) })}
        </p>
        {bankBlock === "overBankLimit" && (
          <p className="ise-ui__alert ise-ui__alert--error" role="alert" data-testid="pay-limit">
            {t("pay.bankLimit", { limit: formatMoney(lang, BankPaymentLimit) })}
          </p>
        )}
        {count === 0 && <p className="ise-payments__note">{t("pay.empty")}</p>}
        <h3>{t("pay.bankLink")}</h3>
        <div className="ise-payments__methods">
          {methods.isError && <p className="ise-payments__note">{t("pay.beginFailed")}</p>}
          {banks.map((m) => (
            <button
              key={m.bankType}
              type="button"
              className="ise-payments__bank"
              disabled={bankBlock != null || busy}
              aria-label={t("pay.bankButton", { bank: m.name })}
              onClick={() => void pay("BANK", m.bankType)}
            >
              {m.logoUrl ? <img src={apiAssetUrl(m.logoUrl, getApi().config.baseUrl)} alt="" /> : m.name}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="ise-ui__button"
          disabled={cardBlock != null || busy || !card}
          onClick={() => void pay("CARD", null)}
        >
          {t("pay.card")}
        </button>
        {busy && <p role="status">{t("pay.redirecting")}</p>}
        {problem && (
          <p className="ise-ui__alert ise-ui__alert--error" role="alert">
            {problem}
          </p>
        )}
        <p className="ise-payments__note">{t("pay.reference")}</p>
      </>
    )
  }
  return (
    <div className="ise-payments__root" data-testid="payment-panel">
      <Style css={paymentCss} />
      {body}
    </div>
  )
}

/** The unpaid invoices with a checkbox each (a factored one shown, not selectable), their dates and amounts due. */
function InvoiceRows({
  docs,
  chosen,
  busy,
  onToggle,
  locale,
}: {
  docs: ReadonlyArray<PayableInvoice>
  chosen: ReadonlyArray<string>
  busy: boolean
  onToggle: (id: string, on: boolean) => void
  locale: Locale | null | undefined
}) {
  const t = useMessages(paymentMessages, locale)
  const lang = useLocale(locale)
  return (
    <table data-testid="pay-invoices">
      <thead>
        <tr>
          <th scope="col">
            <span className="ise-ui__sr">{t("pay.selectAll")}</span>
          </th>
          <th scope="col">{t("pay.number")}</th>
          <th scope="col">{t("pay.date")}</th>
          <th scope="col">{t("pay.deadline")}</th>
          <th scope="col" className="ise-ui__num">
            {t("pay.due")}
          </th>
        </tr>
      </thead>
      <tbody>
        {docs.map((d) => {
          const factored = Boolean(d.remoteFactoring)
          return (
            <tr key={d.remoteDocumentId} data-factored={factored} data-testid="pay-row">
              <td className="ise-payments__check">
                <input
                  type="checkbox"
                  aria-label={t("pay.select", { number: d.documentNumber })}
                  checked={!factored && chosen.includes(d.remoteDocumentId)}
                  disabled={factored || busy}
                  onChange={(e) => onToggle(d.remoteDocumentId, e.target.checked)}
                />
              </td>
              <td className="ise-payments__number">
                {d.documentNumber}
                {factored && <span className="ise-payments__badge">{t("pay.factored")}</span>}
                {d.kind === "electricity" && <span className="ise-payments__partly">{t("pay.electricity")}</span>}
                {d.paymentAmount > 0 && (
                  <span className="ise-payments__partly">{t("pay.partlyPaid", { paid: formatMoney(lang, d.paymentAmount) })}</span>
                )}
              </td>
              <td className="ise-payments__date">
                <span className="ise-payments__label" aria-hidden="true">
                  {t("pay.date")}:{" "}
                </span>
                {formatDate(d.documentDateCreated)}
              </td>
              <td className="ise-payments__deadline">
                <span className="ise-payments__label" aria-hidden="true">
                  {t("pay.deadline")}:{" "}
                </span>
                {d.paymentDeadlineDate ? formatDate(d.paymentDeadlineDate) : "—"}
              </td>
              <td className="ise-ui__num ise-payments__due">{formatMoney(lang, amountDue(d))}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
