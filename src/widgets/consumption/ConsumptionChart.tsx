import { useRef } from "react"
import { chartBase, useLazyChart } from "../ui/lazyChart"
import type { MeasurementPoint, Resolution } from "../../core/schemas/consumption"
import { themeProperties as theme, themeValue } from "../element/theme"
import { axisLabel, pointLabels, pointSeconds } from "./timeLabels"

export interface ConsumptionChartProps {
  readonly points: ReadonlyArray<MeasurementPoint>
  readonly resolution: Resolution
  /** A bar was clicked (its point's time). */
  readonly onPick?: (time: string) => void
  readonly label: string
  /** The text of the bar under the pointer (its time, consumption, cost …), shown over the chart. */
  readonly describe?: (point: MeasurementPoint) => string
  readonly locale: string
  readonly height?: number
}

/**
 * Consumption (up) and production (down) as bars with lightweight-charts, which is loaded here on
 * first use only: it stays out of every bundle but this page's chart chunk. The canvas is hidden
 * from assistive technology; the view's table carries the same numbers. The bar under the pointer is
 * described in a box over the chart's top left corner (lightweight-charts' legend pattern: its
 * crosshair event), which takes no room of its own, so nothing moves when it appears.
 */
export function ConsumptionChart({ points, resolution, onPick, label, locale, describe, height = 320 }: ConsumptionChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const hover = useRef<HTMLDivElement>(null)
  const pick = useRef(onPick)
  pick.current = onPick
  const describeRef = useRef(describe)
  describeRef.current = describe
  const latest = useRef({ points, resolution })
  latest.current = { points, resolution }

  useLazyChart(
    host,
    ({ createChart, HistogramSeries }, el) => {
      const base = chartBase(el, height)
      let res: Resolution = latest.current.resolution
      let byTime = new Map<number, string>()
      let labels: ReadonlyMap<string, string> = new Map()
      let pointOf = new Map<string, MeasurementPoint>()
      const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
      const chart = createChart(el, {
        ...base.options,
        timeScale: {
          borderColor: base.border,
          fixLeftEdge: true,
          fixRightEdge: true,
          // A bar's own label ("03:00 (EEST)" on the autumn day), else the axis's.
          tickMarkFormatter: (t: unknown) => labels.get(byTime.get(t as number) ?? "") ?? axisLabel(t as number, res),
        },
        localization: {
          locale,
          priceFormatter: (v: number) => number.format(Math.abs(v)),
          timeFormatter: (t: unknown) => labels.get(byTime.get(t as number) ?? "") ?? "",
        },
      })
      const bars = (colour: string) => chart.addSeries(HistogramSeries, { color: colour, priceLineVisible: false, lastValueVisible: false })
      const consumption = bars(themeValue(el, theme.brand))
      const production = bars(themeValue(el, theme.production))
      chart.subscribeClick((param) => {
        const time = typeof param.time === "number" ? byTime.get(param.time) : undefined
        if (time) pick.current?.(time)
      })
      chart.subscribeCrosshairMove((param) => {
        const box = hover.current
        if (!box) return
        const time = typeof param.time === "number" ? byTime.get(param.time) : undefined
        const point = time ? pointOf.get(time) : undefined
        box.textContent = point && describeRef.current ? describeRef.current(point) : ""
      })
      const update = () => {
        const { points: pts, resolution } = latest.current
        res = resolution
        byTime = new Map(pts.map((p) => [pointSeconds(p.time), p.time]))
        labels = pointLabels(pts, resolution)
        pointOf = new Map(pts.map((p) => [p.time, p]))
        if (hover.current) hover.current.textContent = ""
        consumption.setData(pts.map((p) => ({ time: pointSeconds(p.time) as never, value: p.consumptionKwh ?? 0 })))
        const hasProduction = pts.some((p) => (p.productionKwh ?? 0) > 0)
        production.setData(hasProduction ? pts.map((p) => ({ time: pointSeconds(p.time) as never, value: -(p.productionKwh ?? 0) })) : [])
        chart.timeScale().fitContent()
      }
      return { update, remove: () => chart.remove() }
    },
    [locale, height],
    [points, resolution],
  )

  return (
    <div
      className="ise-consumption__chart"
      role="img"
      aria-label={label}
      data-testid="consumption-chart"
      data-resolution={resolution}
      data-points={points.length}
    >
      <div ref={host} style={{ height }} aria-hidden="true" />
      <div ref={hover} className="ise-consumption__hover" aria-hidden="true" data-testid="consumption-hover" />
    </div>
  )
}
