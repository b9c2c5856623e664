import { useAtomValue, useSetAtom } from "jotai"
import { useLayoutEffect, useMemo } from "react"
import { drillDown } from "../../core/rules/consumption"
import { formatDateTime } from "../../core/i18n/dates"
import { formatNumber } from "../../core/i18n/numbers"
import type { MeasurementData, MeasurementPoint, MeteringPoint, Resolution } from "../../core/schemas/electricity"
import { useLocale, useMessages } from "../session"
import { DataTable, type DataTableColumn } from "../ui/DataTable"
import { failureOf, LoadError } from "../ui/LoadError"
import { saveBlob } from "../ui/saveBlob"
import { uiCss } from "../ui/ui.css"
import { CONSUMPTION_PRESETS } from "../../core/rules/consumption"
import { ConsumptionChart } from "./ConsumptionChart"
import { consumptionCss } from "./consumption.css"
import { consumptionMessages } from "./consumption.messages"
import { consumptionRequestAtom, measurementsQueryAtom, meteringPointsQueryAtom, viewOf, type ConsumptionState } from "./consumption.queries"
import { pointLabel } from "./timeLabels"

type T = ReturnType<typeof useMessages<keyof typeof consumptionMessages.et & string>>

export interface ConsumptionViewProps {
  readonly state: ConsumptionState
  readonly onStateChange: (state: ConsumptionState) => void
}

const day = (iso: string) => iso.split("-").reverse().join(".")

/** CSV of the points on screen: semicolons, the locale's decimal sign, a BOM for spreadsheets. */
export function consumptionCsv(points: ReadonlyArray<MeasurementPoint>, resolution: Resolution, locale: string, headers: readonly [string, string, string]): string {
  const n = (v: number | null | undefined) => (v == null ? "" : locale === "en" ? v.toFixed(3) : v.toFixed(3).replace(".", ","))
  const lines = points.map((p) => [resolution === "HOUR" ? p.time.replace("T", " ") : p.time, n(p.consumptionKwh), n(p.productionKwh)].join(";"))
  return `\ufeff${[headers.join(";"), ...lines].join("\r\n")}\r\n`
}

/**
 * /elektritarbimine (spec part 3 "Electricity consumption"): period presets and the metering point
 * choose what the chart, the statistics and the table show; a month's bar opens its days, a day's
 * bar its hours, an hour's bar nothing. The state lives with the caller (the page: the address).
 */
export function ConsumptionView({ state, onStateChange }: ConsumptionViewProps) {
  const t: T = useMessages(consumptionMessages)
  const locale = useLocale()
  const pointsQuery = useAtomValue(meteringPointsQueryAtom)
  const points = pointsQuery.data?.meteringPoints ?? []
  const point = points.find((p) => p.id === state.pointId) ?? points[0] ?? null
  const view = useMemo(() => viewOf(state), [state])
  const setRequest = useSetAtom(consumptionRequestAtom)
  useLayoutEffect(() => setRequest(point ? { pointId: point.id, ...view } : null), [point, view, setRequest])
  const query = useAtomValue(measurementsQueryAtom)
  // While the next period loads, the previous one stays on screen (keepPreviousPage).
  const data = point ? (query.data ?? null) : null

  const change = (patch: Partial<ConsumptionState>) => onStateChange({ ...state, ...patch })
  const pick = (time: string) => {
    const next = drillDown(view.resolution, time)
    if (!next) return
    if (next.resolution === "DAY") change({ month: time.slice(0, 7), day: null })
    else change({ day: time.slice(0, 10) })
  }
  const back = () => (state.day ? change({ day: null, month: state.month ?? state.day.slice(0, 7) }) : change({ month: null }))

  const showing =
    view.resolution === "HOUR"
      ? t("cons.showing.HOUR", { from: day(view.range.start) })
      : t(`cons.showing.${view.resolution}`, { from: day(view.range.start), to: day(view.range.end) })
  const kwh = (v: number | null | undefined) => t("cons.kwh", { value: formatNumber(locale, v ?? 0, 1) })
  const hasProduction = point?.type === "PRODUCTION" || (data?.points.some((p) => (p.productionKwh ?? 0) > 0) ?? false)

  if (pointsQuery.isError) return <Shell><LoadError {...failureOf(pointsQuery)!} message={t("cons.loadFailed")} testId="consumption-error" /></Shell>
  if (pointsQuery.data && points.length === 0) return <Shell><p data-testid="consumption-no-points">{t("cons.noPoints")}</p></Shell>

  return (
    <Shell>
      <div className="ise-cons__filters">
        <fieldset className="ise-cons__presets">
          <legend>{t("cons.period")}</legend>
          {CONSUMPTION_PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              className="ise-btn ise-btn--secondary ise-btn--small ise-cons__preset"
              aria-pressed={p === state.preset && !state.month && !state.day}
              onClick={() => change({ preset: p, month: null, day: null })}
            >
              {t(`cons.preset.${p}`)}
            </button>
          ))}
        </fieldset>
        <div className="ise-field">
          <label htmlFor="ise-cons-point">{t("cons.point")}</label>
          <select id="ise-cons-point" value={point?.id ?? ""} onChange={(e) => change({ pointId: Number(e.target.value), month: null, day: null })}>
            {points.map((p) => (
              <option key={p.id} value={p.id}>
                {p.address ? `${p.address} (${p.eic})` : p.eic}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="ise-cons__bar">
        <div>
          <p className="ise-cons__showing" data-testid="consumption-showing" aria-live="polite">{showing}</p>
          {view.resolution !== "HOUR" && <p className="ise-cons__hint">{t(`cons.hint.${view.resolution}`)}</p>}
        </div>
        <div className="ise-cons__actions">
          {(state.month || state.day) && (
            <button type="button" className="ise-btn ise-btn--secondary" onClick={back} data-testid="consumption-back">
              {t("cons.back")}
            </button>
          )}{" "}
          <button
            type="button"
            className="ise-btn ise-btn--secondary"
            disabled={!data || data.points.length === 0}
            onClick={() => data && point && saveBlob(new Blob([consumptionCsv(data.points, data.resolution, locale, [t("cons.col.time"), t("cons.col.consumption"), t("cons.col.production")])], { type: "text/csv;charset=utf-8" }), `tarbimine-${point.eic}-${view.range.start}-${view.range.end}.csv`)}
            data-testid="consumption-csv"
          >
            {t("cons.csv")}
          </button>
        </div>
      </div>
      {query.isError ? (
        <LoadError {...failureOf(query)!} message={t("cons.loadFailed")} testId="consumption-error" />
      ) : (
        <>
          <ConsumptionChart points={data?.points ?? []} resolution={data?.resolution ?? view.resolution} onPick={pick} label={t("cons.chartLabel", { showing })} locale={locale} />
          <ul className="ise-cons__legend" aria-hidden="true">
            <li>{t("cons.consumption")}</li>
            {hasProduction && <li className="ise-cons__legend--production">{t("cons.production")}</li>}
          </ul>
          {data?.dataUntil && <p className="ise-cons__until" data-testid="consumption-until">{t("cons.dataUntil", { time: formatDateTime(data.dataUntil) })}</p>}
          <Statistics data={data} hasProduction={hasProduction} kwh={kwh} t={t} locale={locale} />
          <details className="ise-cons__table" open>
            <summary>{t("cons.table")}</summary>
            <PointsTable data={data} loading={query.isFetching} point={point} t={t} locale={locale} onPick={pick} />
          </details>
        </>
      )}
    </Shell>
  )
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="ise-cons" data-testid="consumption">
      <style>{uiCss}</style>
      <style>{consumptionCss}</style>
      {children}
    </div>
  )
}

function Statistics({ data, hasProduction, kwh, t, locale }: { data: MeasurementData | null; hasProduction: boolean; kwh: (v: number | null | undefined) => string; t: T; locale: string }) {
  const s = data?.statistics
  const change = (now: number | null | undefined, before: number | null | undefined) => {
    if (now == null || !before) return null
    const percent = ((now - before) / before) * 100
    return t("cons.stats.change", { sign: percent > 0 ? "+" : percent < 0 ? "−" : "", percent: formatNumber(locale as never, Math.abs(percent), 0) })
  }
  const items: Array<[string, string, string | null, string]> = [
    ["consumption", kwh(s?.consumptionForPeriodKwh), change(s?.consumptionForPeriodKwh, s?.lastYearConsumptionForPeriodKwh), t("cons.stats.consumption")],
    ["lastYearConsumption", kwh(s?.lastYearConsumptionForPeriodKwh), null, t("cons.stats.lastYearConsumption")],
    ...(hasProduction
      ? ([
          ["production", kwh(s?.productionForPeriodKwh), change(s?.productionForPeriodKwh, s?.lastYearProductionForPeriodKwh), t("cons.stats.production")],
          ["lastYearProduction", kwh(s?.lastYearProductionForPeriodKwh), null, t("cons.stats.lastYearProduction")],
        ] as Array<[string, string, string | null, string]>)
      : []),
  ]
  return (
    <dl className="ise-cons__stats" aria-label={t("cons.stats")} data-testid="consumption-stats">
      {items.map(([key, value, delta, label]) => (
        <div key={key} data-testid={`stat-${key}`}>
          <dt>{label}</dt>
          <dd>
            {s ? value : "…"}
            {delta && <span className="ise-cons__change">{delta}</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function PointsTable({ data, loading, point, t, locale, onPick }: { data: MeasurementData | null; loading: boolean; point: MeteringPoint | null; t: T; locale: string; onPick: (time: string) => void }) {
  const resolution = data?.resolution ?? "MONTH"
  const n = (v: number | null | undefined) => formatNumber(locale as never, v ?? 0, resolution === "HOUR" ? 3 : 1)
  const columns: ReadonlyArray<DataTableColumn<MeasurementPoint, never>> = [
    {
      key: "time",
      header: t("cons.col.time"),
      render: (p) => {
        const label = pointLabel(p.time, resolution)
        return resolution === "HOUR" ? label : (
          <button type="button" className="ise-cons__link" onClick={() => onPick(p.time)} aria-label={t(`cons.open.${resolution}`, { label })}>
            {label}
          </button>
        )
      },
    },
    { key: "consumption", header: t("cons.col.consumption"), numeric: true, render: (p) => n(p.consumptionKwh) },
    ...(point?.type === "PRODUCTION" || data?.points.some((p) => (p.productionKwh ?? 0) > 0)
      ? [{ key: "production", header: t("cons.col.production"), numeric: true, render: (p: MeasurementPoint) => n(p.productionKwh) }]
      : []),
  ]
  const rows = data?.points ?? null
  return (
    <DataTable
      testId="consumption-table"
      columns={columns}
      rows={rows}
      rowKey={(p) => p.time}
      sort={{ field: undefined as never, direction: "ASC" }}
      onSortChange={() => undefined}
      page={0}
      pageSize={Math.max(rows?.length ?? 0, 1)}
      total={rows?.length ?? 0}
      onPageChange={() => undefined}
      loading={loading}
      emptyText={t("cons.empty")}
      loadingText={t("cons.loading")}
    />
  )
}
