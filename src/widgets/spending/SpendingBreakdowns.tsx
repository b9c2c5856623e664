import { useAtomValue, useSetAtom } from "jotai"
import { formatDateTime } from "../../core/i18n/dates"
import { formatMoney, formatNumber } from "../../core/i18n/numbers"
import { monthDays } from "../../core/rules/spending"
import type { Locale } from "../../core/schemas/common"
import type { SpendingBreakdownKind, SpendingCategory } from "../../core/schemas/spending"
import {
  byCardQueryAtom,
  byDriverQueryAtom,
  byPointQueryAtom,
  bySiteQueryAtom,
  byVehicleQueryAtom,
  type SpendingState,
  sessionsPageSizeAtom,
  sessionsQueryAtom,
} from "./spending.queries"
import type { SpendingT } from "./spending.messages"

interface Row {
  readonly key: string
  readonly label: string
  readonly amount: number | null
  readonly detail: string
  readonly href: string
}

/** The statement's filter of each breakdown (its address parameter). */
const statementParam: Record<SpendingBreakdownKind, string> = { CARD: "card", VEHICLE: "vehicle", DRIVER: "name" }

/** The statement's lines of the month, filtered by one value: the lines behind a card, vehicle or driver figure. */
export const statementHref = (month: string, by: SpendingBreakdownKind, value: string) => {
  const { start, end } = monthDays(month)
  const params = new URLSearchParams({ period: "custom", from: start, to: end, [statementParam[by]]: value })
  return `/väljavõte?${params.toString()}`
}

function Table({
  title,
  rows,
  testId,
  locale,
  t,
}: {
  title: string
  rows: ReadonlyArray<Row> | undefined
  testId: string
  locale: Locale
  t: SpendingT
}) {
  return (
    <section className="ise-spending__section" data-testid={testId}>
      <h2>{title}</h2>
      {rows && rows.length === 0 && <p className="ise-spending__empty">{t("spend.none")}</p>}
      {rows && rows.length > 0 && (
        <div className="ise-spending__scroll" tabIndex={0} role="region" aria-label={title}>
          <table className="ise-spending__table">
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">
                    <a href={r.href}>{r.label}</a>
                  </th>
                  <td>{r.detail}</td>
                  <td className="ise-spending__num">{r.amount === null ? "–" : formatMoney(locale, r.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** The month's card purchases by card, vehicle and driver, electricity by point and charging by site; each row links to the lines behind it. */
export function SpendingBreakdowns(props: {
  state: SpendingState
  categories: ReadonlyArray<SpendingCategory>
  t: SpendingT
  locale: Locale
}) {
  const { state, categories, t, locale } = props
  const cards = useAtomValue(byCardQueryAtom).data
  const vehicles = useAtomValue(byVehicleQueryAtom).data
  const drivers = useAtomValue(byDriverQueryAtom).data
  const points = useAtomValue(byPointQueryAtom).data
  const sites = useAtomValue(bySiteQueryAtom).data
  const card = (by: SpendingBreakdownKind, d: typeof cards) =>
    d?.items.map((i) => ({
      key: i.key,
      label: i.key,
      amount: i.amount,
      detail: t("spend.count", { count: i.count }),
      href: statementHref(state.month, by, i.key),
    }))
  return (
    <div className="ise-spending__breakdowns">
      {categories.includes("FUEL") && (
        <>
          <Table title={t("spend.byCard")} rows={card("CARD", cards)} testId="spending-by-card" locale={locale} t={t} />
          <Table title={t("spend.byVehicle")} rows={card("VEHICLE", vehicles)} testId="spending-by-vehicle" locale={locale} t={t} />
          <Table title={t("spend.byDriver")} rows={card("DRIVER", drivers)} testId="spending-by-driver" locale={locale} t={t} />
        </>
      )}
      {categories.includes("ELECTRICITY") && (
        <Table
          title={t("spend.byPoint")}
          testId="spending-by-point"
          locale={locale}
          t={t}
          rows={points?.items.map((p) => ({
            key: String(p.pointId),
            label: p.address,
            amount: p.amount,
            detail: p.kwh === null ? p.eic : `${formatNumber(locale, p.kwh, 0)} kWh`,
            href: `/elektritarbimine?${new URLSearchParams({ point: String(p.pointId), month: state.month }).toString()}`,
          }))}
        />
      )}
      {categories.includes("CHARGING") && (
        <Table
          title={t("spend.bySite")}
          testId="spending-by-site"
          locale={locale}
          t={t}
          rows={sites?.items.map((s) => ({
            key: s.site,
            label: s.site,
            amount: s.amount,
            detail: t("spend.sessionsCount", { count: s.count }),
            href: `/kulud?${new URLSearchParams({ month: state.month, site: s.site }).toString()}#spending-sessions`,
          }))}
        />
      )}
    </div>
  )
}

/** The month's charging sessions (of the chosen site), newest first, with their sums. */
export function SpendingSessions(props: { state: SpendingState; onStateChange: (s: SpendingState) => void; t: SpendingT; locale: Locale }) {
  const { state, onStateChange, t, locale } = props
  const page = useAtomValue(sessionsQueryAtom).data
  const setSize = useSetAtom(sessionsPageSizeAtom)
  const sites = useAtomValue(bySiteQueryAtom).data
  return (
    <section className="ise-spending__section" id="spending-sessions" data-testid="spending-sessions">
      <h2>{t("spend.sessions")}</h2>
      <label className="ise-ui__field">
        <span>{t("spend.sessions.site")}</span>
        <select value={state.site} onChange={(e) => onStateChange({ ...state, site: e.target.value })} data-testid="spending-site">
          <option value="">{t("spend.sessions.allSites")}</option>
          {sites?.items.map((s) => (
            <option key={s.site} value={s.site}>
              {s.site}
            </option>
          ))}
        </select>
      </label>
      {page && (
        <p data-testid="spending-sessions-sum">
          {t("spend.sessions.sum", {
            count: page.totalElements,
            kwh: formatNumber(locale, page.totalKwh, 1),
            amount: formatMoney(locale, page.totalCost),
          })}
        </p>
      )}
      <div className="ise-spending__scroll" tabIndex={0} role="region" aria-label={t("spend.sessions")}>
        <table className="ise-spending__table">
          <thead>
            <tr>
              <th scope="col">{t("spend.sessions.start")}</th>
              <th scope="col">{t("spend.sessions.site")}</th>
              <th scope="col">{t("spend.sessions.connector")}</th>
              <th scope="col" className="ise-spending__num">
                {t("spend.sessions.kwh")}
              </th>
              <th scope="col" className="ise-spending__num">
                {t("spend.sessions.cost")}
              </th>
              <th scope="col">{t("spend.sessions.card")}</th>
            </tr>
          </thead>
          <tbody>
            {page?.content.map((s) => (
              <tr key={s.id}>
                <td>{formatDateTime(s.startedAt)}</td>
                <td>{s.siteName}</td>
                <td>{s.connector}</td>
                <td className="ise-spending__num">{formatNumber(locale, s.kwh, 2)}</td>
                <td className="ise-spending__num">{formatMoney(locale, s.cost)}</td>
                <td>{[s.rfidCard, s.vehicleNumber].filter(Boolean).join(" / ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page && page.content.length < page.totalElements && (
        <button type="button" className="ise-ui__button" onClick={() => setSize((n) => Math.min(n + 40, 500))}>
          {t("spend.sessions.more")}
        </button>
      )}
    </section>
  )
}
