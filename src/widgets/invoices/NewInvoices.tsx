import { useState } from "react"
import { formatDate } from "../../core/i18n/dates"
import { formatMoney } from "../../core/i18n/numbers"
import { amountDue, anyFactored, isPayable } from "../../core/rules/payments"
import type { Locale } from "../../core/schemas/common"
import { PaymentModal, preloadPaymentModal, useUnpaidInvoices } from "../payments"
import { useLocale, useMessages } from "../session"
import { LoadError, failureOf } from "../ui/LoadError"
import { uiCss } from "../ui/ui.css"
import { InvoiceStatusBadge } from "./InvoiceStatusBadge"
import { invoicesCss } from "./invoices.css"
import { invoiceMessages } from "./invoices.messages"
import { Style } from "../element/Style"

/** Front page cards: page size 3 (spec part 1 §9). */
export const NEW_INVOICE_CARDS = 3

export interface NewInvoicesProps {
  readonly locale?: Locale | null
  /** Where "Vaata arveid" leads (the portal's /arved; an element's host may give its own). */
  readonly invoicesHref?: string
  /** Portal navigation without a reload; plain link when absent. */
  readonly onNavigate?: (href: string) => void
  /** Where the browser goes to pay; an element asks its host first. Defaults to location.assign. */
  readonly goToPayment?: (redirectUrl: string) => void
}

/**
 * "UUED ARVED": three cards of unpaid invoices (fuel and electricity, newest first), each with "Maksma" opening the payment modal;
 * when any invoice is factored, a "Vaata arveid" link to /arved instead of the buttons.
 */
export function NewInvoices({ locale, invoicesHref = "/arved", onNavigate, goToPayment }: NewInvoicesProps) {
  const t = useMessages(invoiceMessages, locale)
  const lang = useLocale(locale)
  const unpaid = useUnpaidInvoices()
  // The invoice whose "Maksma" opened the modal: the modal selects it alone.
  const [paying, setPaying] = useState<string | null>(null)
  const docs = (unpaid.data ?? []).filter(isPayable)
  const factored = anyFactored(docs)
  const cards = [...docs].sort((a, b) => (a.documentDateCreated < b.documentDateCreated ? 1 : -1)).slice(0, NEW_INVOICE_CARDS)

  return (
    <section className="ise-invoices__new" aria-labelledby="ise-new-title" data-testid="new-invoices">
      <Style css={uiCss} />
      <Style css={invoicesCss} />
      <h2 id="ise-new-title">{t("inv.new.title")}</h2>
      {unpaid.isError ? (
        <LoadError {...failureOf(unpaid)!} message={t("inv.new.failed")} locale={locale} testId="new-invoices-error" />
      ) : !unpaid.data ? (
        <p role="status">{t("common.loading")}</p>
      ) : cards.length === 0 ? (
        <p>{t("inv.new.none")}</p>
      ) : (
        <ul className="ise-invoices__new-cards">
          {cards.map((d) => (
            <li key={d.remoteDocumentId} className="ise-invoices__new-card" data-testid="new-invoice-card">
              <span>
                <strong>{d.documentNumber}</strong>
                <InvoiceStatusBadge doc={d} locale={locale} />
                <span className="ise-invoices__new-meta">
                  {t("inv.new.due", { amount: formatMoney(lang, amountDue(d)) })}
                  {d.paymentDeadlineDate ? ` · ${t("inv.new.deadline", { date: formatDate(d.paymentDeadlineDate) })}` : ""}
                </span>
              </span>
              {!factored && (
                <button
                  type="button"
                  className="ise-ui__button ise-ui__button--small"
                  onPointerEnter={() => void preloadPaymentModal()}
                  onClick={() => setPaying(d.remoteDocumentId)}
                  aria-label={`${t("inv.pay")} ${d.documentNumber}`}
                >
                  {t("inv.pay")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {factored && (
        <a
          className="ise-invoices__new-link"
          href={invoicesHref}
          onClick={(e) => {
            if (!onNavigate || e.button !== 0 || e.metaKey || e.ctrlKey) return
            e.preventDefault()
            onNavigate(invoicesHref)
          }}
        >
          {t("inv.new.all")}
        </a>
      )}
      {paying && <PaymentModal locale={locale} onClose={() => setPaying(null)} go={goToPayment} only={paying} />}
    </section>
  )
}
