import { useAtomValue } from "jotai"
import { formatMoney } from "../../core/i18n/numbers"
import type { Locale } from "../../core/schemas/common"
import { Style } from "../element/Style"
import { useLocale, useMessages } from "../session"
import { failureOf, LoadError } from "../ui/LoadError"
import { uiCss } from "../ui/ui.css"
import { BudgetBars } from "./SpendingBudgets"
import { spendingCss } from "./spending.css"
import { type SpendingT, spendingMessages } from "./spending.messages"
import { currentBudgetsQueryAtom, currentSummaryQueryAtom } from "./spending.queries"

/**
 * This month's spend by category (the categories the contact's roles show) and the progress of its budgets: /kulud's
 * first figures, for other pages (<ise-spend-summary>). `href` leads to the whole view.
 */
export function SpendSummary({ href, locale: override }: { href: string; locale?: Locale | null }) {
  const t: SpendingT = useMessages(spendingMessages, override)
  const locale = useLocale(override)
  const summary = useAtomValue(currentSummaryQueryAtom)
  const budgets = useAtomValue(currentBudgetsQueryAtom).data
  const data = summary.data
  const month = data?.months.at(-1)
  return (
    <section className="ise-spending__root ise-spending__front" aria-labelledby="spend-summary-title" data-testid="spend-summary">
      <Style css={uiCss} />
      <Style css={spendingCss} />
      <h2 id="spend-summary-title">{t("summary.title")}</h2>
      {summary.isError && <LoadError {...failureOf(summary)!} message={t("spend.loadFailed")} testId="spend-summary-error" />}
      {data && month && (
        <>
          <p className="ise-spending__vat">{t(data.includesVat ? "spend.withVat" : "spend.withoutVat")}</p>
          <dl className="ise-spending__cards" data-testid="spend-summary-categories">
            {data.categories.map((c) => (
              <div key={c} className={`ise-spending__cat--${c}`} data-category={c}>
                <dt>{t(`spend.category.${c}`)}</dt>
                <dd>{formatMoney(locale, month[c] ?? 0)}</dd>
              </div>
            ))}
          </dl>
          {data.categories.length === 0 && <p className="ise-spending__empty">{t("spend.nothing")}</p>}
        </>
      )}
      {budgets && budgets.items.length > 0 && <BudgetBars items={budgets.items} t={t} locale={locale} />}
      <a href={href}>{t("budget.open")}</a>
    </section>
  )
}
