import { useAtomValue, useSetAtom } from "jotai"
import { useEffect } from "react"
import { formatMoney } from "../../core/i18n/numbers"
import type { Locale } from "../../core/schemas/common"
import type { SpendingCategory, SpendingMonth, SpendingSummary } from "../../core/schemas/spending"
import { Style } from "../element/Style"
import { useLocale, useMessages } from "../session"
import { uiCss } from "../ui/ui.css"
import { failureOf, LoadError } from "../ui/LoadError"
import { MonthInput } from "../ui/MonthInput"
import { SpendingBreakdowns, SpendingSessions } from "./SpendingBreakdowns"
import { SpendingAnomalies } from "./SpendingAnomalies"
import { SpendingBudgets } from "./SpendingBudgets"
import { SpendingChart } from "./SpendingChart"
import { SpendingVehicles } from "./SpendingVehicles"
import { spendingCss } from "./spending.css"
import { type SpendingT, spendingMessages } from "./spending.messages"
import { currentMonth, type SpendingState, spendingStateAtom, summaryQueryAtom } from "./spending.queries"
import { downloadSpending } from "./spendingExport"

export interface SpendingViewProps {
  readonly state: SpendingState
  readonly onStateChange: (next: SpendingState) => void
}

/** A month as the locale names it, "märts 2026" (one formatter per language, built once: issue 26). */
export const monthName = (locale: Locale, month: string) => {
  let format = monthFormats.get(locale)
  if (!format) monthFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" })))
  return format.format(new Date(`${month}-01T00:00:00Z`))
}
const monthFormats = new Map<Locale, Intl.DateTimeFormat>()

const totalOf = (m: SpendingMonth, categories: ReadonlyArray<SpendingCategory>) => categories.reduce((a, c) => a + (m[c] ?? 0), 0)

/** /kulud: the month's spend by category, the 13 months as a chart and a table, the breakdowns and the charging sessions. */
export function SpendingView({ state, onStateChange }: SpendingViewProps) {
  const t: SpendingT = useMessages(spendingMessages)
  const locale = useLocale()
  const setState = useSetAtom(spendingStateAtom)
  useEffect(() => setState(state), [state.month, state.site])
  const query = useAtomValue(summaryQueryAtom)
  const data = query.data
  return (
    <div className="ise-spending__root" data-testid="spending">
      <Style css={uiCss} />
      <Style css={spendingCss} />
      <div className="ise-spending__bar">
        <MonthInput
          label={t("spend.month")}
          value={state.month}
          max={currentMonth()}
          testId="spending-month"
          onChange={(month) => onStateChange({ month, site: "" })}
        />
        {data && (
          <div className="ise-spending__actions">
            <button type="button" className="ise-ui__button" onClick={() => downloadSpending(data, "csv", locale, t)}>
              {t("spend.exportCsv")}
            </button>
            <button type="button" className="ise-ui__button" onClick={() => void downloadSpending(data, "xlsx", locale, t)}>
              {t("spend.exportXlsx")}
            </button>
          </div>
        )}
      </div>
      {query.isError && <LoadError {...failureOf(query)!} message={t("spend.loadFailed")} testId="spending-error" />}
      {data && data.categories.length === 0 && <p className="ise-spending__empty">{t("spend.nothing")}</p>}
      {data && data.categories.length > 0 && (
        <Summary data={data} t={t} locale={locale} onPick={(month) => onStateChange({ month, site: "" })} />
      )}
      {data && data.categories.length > 0 && <SpendingBudgets categories={data.categories} t={t} />}
      {data?.categories.includes("FUEL") && <SpendingAnomalies t={t} />}
      {data?.categories.includes("FUEL") && <SpendingVehicles t={t} />}
      {data && <SpendingBreakdowns state={state} categories={data.categories} t={t} locale={locale} />}
      {data?.categories.includes("CHARGING") && <SpendingSessions state={state} onStateChange={onStateChange} t={t} locale={locale} />}
    </div>
  )
}

function Summary({ data, t, locale, onPick }: { data: SpendingSummary; t: SpendingT; locale: Locale; onPick: (month: string) => void }) {
  const current = data.months.at(-1)!
  const lastYear = data.months[0]!
  const cats = data.categories
  return (
    <>
      <p className="ise-spending__vat" data-testid="spending-vat">
        {t(data.includesVat ? "spend.withVat" : "spend.withoutVat")}
      </p>
      <dl className="ise-spending__cards" data-testid="spending-categories">
        {cats.map((c) => (
          <div key={c} className={`ise-spending__cat--${c}`} data-category={c}>
            <dt>{t(`spend.category.${c}`)}</dt>
            <dd>
              {formatMoney(locale, current[c] ?? 0)}
              <span className="ise-spending__last-year">
                {t("spend.lastYear", { month: monthName(locale, lastYear.month), amount: formatMoney(locale, lastYear[c] ?? 0) })}
              </span>
            </dd>
          </div>
        ))}
        <div>
          <dt>{t("spend.total")}</dt>
          <dd data-testid="spending-total">{formatMoney(locale, totalOf(current, cats))}</dd>
        </div>
      </dl>
      <section className="ise-spending__section" aria-labelledby="spending-chart-title">
        <h2 id="spending-chart-title">{t("spend.chart")}</h2>
        <SpendingChart
          months={data.months}
          categories={cats}
          locale={locale}
          onPick={onPick}
          label={t("spend.chartLabel", { from: monthName(locale, lastYear.month), to: monthName(locale, current.month) })}
        />
        <ul className="ise-spending__legend" aria-hidden="true">
          {cats.map((c) => (
            <li key={c} className={`ise-spending__cat--${c}`}>
              {t(`spend.category.${c}`)}
            </li>
          ))}
        </ul>
        <details open>
          <summary>{t("spend.table")}</summary>
          <MonthsTable data={data} t={t} locale={locale} />
        </details>
      </section>
    </>
  )
}

function MonthsTable({ data, t, locale }: { data: SpendingSummary; t: SpendingT; locale: Locale }) {
  return (
    <div className="ise-spending__scroll" tabIndex={0} role="region" aria-label={t("spend.table")}>
      <table className="ise-spending__table" data-testid="spending-months">
        <thead>
          <tr>
            <th scope="col">{t("spend.month")}</th>
            {data.categories.map((c) => (
              <th key={c} scope="col" className="ise-spending__num">
                {t(`spend.category.${c}`)}
              </th>
            ))}
            <th scope="col" className="ise-spending__num">
              {t("spend.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...data.months].reverse().map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(locale, m.month)}</th>
              {data.categories.map((c) => (
                <td key={c} className="ise-spending__num">
                  {formatMoney(locale, m[c] ?? 0)}
                </td>
              ))}
              <td className="ise-spending__num">{formatMoney(locale, totalOf(m, data.categories))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
