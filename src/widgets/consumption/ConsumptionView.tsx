import { useAtomValue, useSetAtom } from "jotai"
import { useLayoutEffect, useMemo } from "react"
import { CONSUMPTION_PRESETS, drillDown, type DayRange } from "../../core/rules/consumption"
import { formatDateTime } from "../../core/i18n/dates"
import { formatMoney, formatNumber } from "../../core/i18n/numbers"
import {
  DEMO_GRID_DAY_TARIFF_CENTS_KWH,
  DEMO_GRID_NIGHT_TARIFF_CENTS_KWH,
  DEMO_PACKAGE_MARGIN_CENTS_KWH,
  GRID_DAY_FROM_HOUR,
  GRID_DAY_TO_HOUR,
  periodCostEuros,
  roundCost,
} from "../../core/rules/consumption.cost"
import { tallinnDay } from "../../core/rules/vat"
import type { MeteringPoint } from "../../core/schemas/electricityAgreement"
import type { MeasurementData, MeasurementPoint } from "../../core/schemas/consumption"
import { useLocale, useMessages } from "../session"
import { DataTable, type DataTableColumn } from "../ui/DataTable"
import { failureOf, LoadError } from "../ui/LoadError"
import { saveBlob } from "../ui/saveBlob"
import { uiCss } from "../ui/ui.css"
import { ConsumptionChart } from "./ConsumptionChart"
import { consumptionCss } from "./consumption.css"
import { consumptionCsv } from "./consumptionCsv"
import { consumptionMessages } from "./consumption.messages"
import {
  consumptionRequestAtom,
  measurementsQueryAtom,
  meteringPointsQueryAtom,
  viewOf,
  type ConsumptionState,
} from "./consumption.queries"
import { pointLabel, pointLabels } from "./timeLabels"
import { Style } from "../element/Style"

type T = ReturnType<typeof useMessages<keyof typeof consumptionMessages.et & string>>

export interface ConsumptionViewProps {
  readonly state: ConsumptionState
  readonly onStateChange: (state: ConsumptionState) => void
}

const day = (iso: string) => iso.split("-").reverse().join(".")

/** A cost as money in the locale (to the cent as the CSV has it); null when the server has none. */
const euros = (locale: string, v: number | null | undefined): string | null =>
  v == null ? null : formatMoney(locale as never, roundCost(v))

/** Whether the days include some of the current month (then the server adds its month-to-date cost and projection). */
const includesThisMonth = (range: DayRange, today = tallinnDay(new Date())) =>
  range.start.slice(0, 7) <= today.slice(0, 7) && range.end >= `${today.slice(0, 7)}-01`

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
  // The hovered bar's box over the chart: its time, consumption, cost (a dash without a spot price) and production.
  const labels = pointLabels(data?.points ?? [], data?.resolution ?? view.resolution)
  const describe = (p: MeasurementPoint) =>
    [
      labels.get(p.time) ?? "",
      `${t("cons.consumption")}: ${kwh(p.consumptionKwh)}`,
      `${t("cons.cost")}: ${euros(locale, p.costEuros) ?? "–"}`,
      ...(hasProduction ? [`${t("cons.production")}: ${kwh(p.productionKwh)}`] : []),
    ].join("\n")

  if (pointsQuery.isError)
    return (
      <Shell>
        <LoadError {...failureOf(pointsQuery)!} message={t("cons.loadFailed")} testId="consumption-error" />
      </Shell>
    )
  if (pointsQuery.data && points.length === 0)
    return (
      <Shell>
        <p data-testid="consumption-no-points">{t("cons.noPoints")}</p>
      </Shell>
    )

  return (
    <Shell>
      <ConsumptionFilters state={state} points={points} point={point} onChange={change} />
      <div className="ise-consumption__bar">
        <div>
          <p className="ise-consumption__showing" data-testid="consumption-showing" aria-live="polite">
            {showing}
          </p>
          {view.resolution !== "HOUR" && <p className="ise-consumption__hint">{t(`cons.hint.${view.resolution}`)}</p>}
        </div>
        <div className="ise-consumption__actions">
          {(state.month || state.day) && (
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={back} data-testid="consumption-back">
              {t("cons.back")}
            </button>
          )}{" "}
          <button
            type="button"
            className="ise-ui__button ise-ui__button--secondary"
            disabled={!data || data.points.length === 0}
            onClick={() => data && point && saveCsv(data, point, view.range, locale, t)}
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
          <ConsumptionChart
            points={data?.points ?? []}
            resolution={data?.resolution ?? view.resolution}
            onPick={pick}
            label={t("cons.chartLabel", { showing })}
            locale={locale}
            describe={describe}
          />
          <ul className="ise-consumption__legend" aria-hidden="true">
            <li>{t("cons.consumption")}</li>
            {hasProduction && <li className="ise-consumption__legend--production">{t("cons.production")}</li>}
          </ul>
          {/* Its line is kept while the data loads, so the statistics and the table below do not move when it arrives. */}
          <p className="ise-consumption__until" data-testid="consumption-until">
            {data?.dataUntil ? t("cons.dataUntil", { time: formatDateTime(data.dataUntil) }) : "\u00a0"}
          </p>
          <Statistics data={data} hasProduction={hasProduction} thisMonth={includesThisMonth(view.range)} kwh={kwh} t={t} locale={locale} />
          <p className="ise-consumption__note" data-testid="consumption-cost-note">
            {t("cons.costNote", {
              // Said only once the answer tells (issue 31): never the other customer kind's wording while loading.
              vat: data?.costsIncludeVat == null ? "unknown" : data.costsIncludeVat ? "with" : "without",
              margin: formatNumber(locale, DEMO_PACKAGE_MARGIN_CENTS_KWH, 2),
              day: formatNumber(locale, DEMO_GRID_DAY_TARIFF_CENTS_KWH, 2),
              night: formatNumber(locale, DEMO_GRID_NIGHT_TARIFF_CENTS_KWH, 2),
              from: GRID_DAY_FROM_HOUR,
              to: GRID_DAY_TO_HOUR,
            })}
          </p>
          <details className="ise-consumption__table" open>
            <summary>{t("cons.table")}</summary>
            <PointsTable data={data} loading={query.isFetching} point={point} t={t} locale={locale} onPick={pick} />
          </details>
        </>
      )}
    </Shell>
  )
}

/** The period presets and the metering point: either starts the chosen period afresh (no month or day open). */
function ConsumptionFilters({
  state,
  points,
  point,
  onChange,
}: {
  state: ConsumptionState
  points: ReadonlyArray<MeteringPoint>
  point: MeteringPoint | null
  onChange: (patch: Partial<ConsumptionState>) => void
}) {
  const t: T = useMessages(consumptionMessages)
  return (
    <div className="ise-consumption__filters">
      <fieldset className="ise-consumption__presets">
        <legend>{t("cons.period")}</legend>
        {CONSUMPTION_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="ise-ui__button ise-ui__button--secondary ise-ui__button--small ise-consumption__preset"
            aria-pressed={p === state.preset && !state.month && !state.day}
            onClick={() => onChange({ preset: p, month: null, day: null })}
          >
            {t(`cons.preset.${p}`)}
          </button>
        ))}
      </fieldset>
      <div className="ise-ui__field">
        <label htmlFor="ise-cons-point">{t("cons.point")}</label>
        <select
          id="ise-cons-point"
          value={point?.id ?? ""}
          onChange={(e) => onChange({ pointId: Number(e.target.value), month: null, day: null })}
        >
          {points.map((p) => (
            <option key={p.id} value={p.id}>
              {p.address ? `${p.address} (${p.eic})` : p.eic}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/** The shown points as a CSV file named after the metering point and the days. */
function saveCsv(data: MeasurementData, point: MeteringPoint, range: DayRange, locale: string, t: T) {
  const headers = [t("cons.col.time"), t("cons.col.consumption"), t("cons.col.production"), t("cons.col.cost")] as const
  saveBlob(
    new Blob([consumptionCsv(data.points, locale, headers)], { type: "text/csv;charset=utf-8" }),
    `tarbimine-${point.eic}-${range.start}-${range.end}.csv`,
  )
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="ise-consumption__root" data-testid="consumption">
      <Style css={uiCss} />
      <Style css={consumptionCss} />
      {children}
    </div>
  )
}

/**
 * The period's consumption (and production) beside last year's, and its cost; when the period includes
 * the current month, also that month's cost so far and its projection. Which cards show follows from
 * the period alone, so they hold their places ("…") while the numbers load.
 */
function Statistics({
  data,
  hasProduction,
  thisMonth,
  kwh,
  t,
  locale,
}: {
  data: MeasurementData | null
  hasProduction: boolean
  thisMonth: boolean
  kwh: (v: number | null | undefined) => string
  t: T
  locale: string
}) {
  const s = data?.statistics
  const change = (now: number | null | undefined, before: number | null | undefined) => {
    if (now == null || !before) return null
    const percent = ((now - before) / before) * 100
    return t("cons.stats.change", {
      sign: percent > 0 ? "+" : percent < 0 ? "−" : "",
      percent: formatNumber(locale as never, Math.abs(percent), 0),
    })
  }
  const mtd = data?.monthToDate
  const money = (v: number | null | undefined) => euros(locale, v) ?? "–"
  type Item = readonly [key: string, value: string | null, delta: string | null, label: string]
  const items: Item[] = [
    [
      "consumption",
      s ? kwh(s.consumptionForPeriodKwh) : null,
      change(s?.consumptionForPeriodKwh, s?.lastYearConsumptionForPeriodKwh),
      t("cons.stats.consumption"),
    ],
    ["lastYearConsumption", s ? kwh(s.lastYearConsumptionForPeriodKwh) : null, null, t("cons.stats.lastYearConsumption")],
    ...(hasProduction
      ? ([
          [
            "production",
            s ? kwh(s.productionForPeriodKwh) : null,
            change(s?.productionForPeriodKwh, s?.lastYearProductionForPeriodKwh),
            t("cons.stats.production"),
          ],
          ["lastYearProduction", s ? kwh(s.lastYearProductionForPeriodKwh) : null, null, t("cons.stats.lastYearProduction")],
        ] as const)
      : []),
    ["cost", data ? money(periodCostEuros(data.points.map((p) => p.costEuros))) : null, null, t("cons.stats.cost")],
    ...(thisMonth
      ? ([
          ["monthToDate", s ? money(mtd?.costEuros) : null, mtd ? pointLabel(mtd.month, "MONTH") : null, t("cons.stats.monthToDate")],
          [
            "projection",
            s ? money(mtd?.projectedCostEuros) : null,
            mtd ? t("cons.stats.projectionBasis", { measured: mtd.measuredHours, total: mtd.hoursInMonth }) : null,
            t("cons.stats.projection"),
          ],
        ] as const)
      : []),
  ]
  return (
    <dl className="ise-consumption__stats" aria-label={t("cons.stats")} data-testid="consumption-stats">
      {items.map(([key, value, delta, label]) => (
        <div key={key} data-testid={`stat-${key}`}>
          <dt>{label}</dt>
          <dd>
            {value ?? "…"}
            {delta && <span className="ise-consumption__change">{delta}</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function PointsTable({
  data,
  loading,
  point,
  t,
  locale,
  onPick,
}: {
  data: MeasurementData | null
  loading: boolean
  point: MeteringPoint | null
  t: T
  locale: string
  onPick: (time: string) => void
}) {
  const resolution = data?.resolution ?? "MONTH"
  const n = (v: number | null | undefined) => formatNumber(locale as never, v ?? 0, resolution === "HOUR" ? 3 : 1)
  // The autumn day's two 03:00 hours are told apart by their zone ("03:00 (EEST)", "03:00 (EET)").
  const labels = pointLabels(data?.points ?? [], resolution)
  const columns: ReadonlyArray<DataTableColumn<MeasurementPoint, never>> = [
    {
      key: "time",
      header: t("cons.col.time"),
      render: (p) => {
        const label = labels.get(p.time) ?? ""
        return resolution === "HOUR" ? (
          label
        ) : (
          <button
            type="button"
            className="ise-consumption__link"
            onClick={() => onPick(p.time)}
            aria-label={t(`cons.open.${resolution}`, { label })}
          >
            {label}
          </button>
        )
      },
    },
    { key: "consumption", header: t("cons.col.consumption"), numeric: true, render: (p) => n(p.consumptionKwh) },
    ...(point?.type === "PRODUCTION" || data?.points.some((p) => (p.productionKwh ?? 0) > 0)
      ? [{ key: "production", header: t("cons.col.production"), numeric: true, render: (p: MeasurementPoint) => n(p.productionKwh) }]
      : []),
    {
      key: "cost",
      header: t("cons.col.cost"),
      numeric: true,
      // An hour without a spot price has no cost: a dash (named for screen readers), not 0.
      render: (p) =>
        euros(locale, p.costEuros) ?? (
          <>
            <span aria-hidden="true">–</span>
            <span className="ise-ui__sr">{t("cons.noCost")}</span>
          </>
        ),
    },
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
