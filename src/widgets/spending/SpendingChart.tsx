import { useRef } from "react"
import { chartBase, useLazyChart } from "../ui/lazyChart"
import type { SpendingCategory, SpendingMonth } from "../../core/schemas/spending"
import { type ThemeProperty, themeProperties as theme, themeValue } from "../element/theme"

export interface SpendingChartProps {
  readonly months: ReadonlyArray<SpendingMonth>
  readonly categories: ReadonlyArray<SpendingCategory>
  readonly label: string
  readonly locale: string
  readonly onPick?: (month: string) => void
  readonly height?: number
}

const colourOf: Record<SpendingCategory, ThemeProperty> = {
  FUEL: theme.brand,
  OTHER: theme.warning,
  ELECTRICITY: theme.highlight,
  CHARGING: theme.production,
}
const monthSeconds = (month: string) => Date.parse(`${month}-01T00:00:00Z`) / 1000

/**
 * The 13 months as stacked bars with lightweight-charts, loaded on first use only (as the consumption
 * chart): one histogram per category holding the running sum up to it, drawn largest first, so each
 * category shows as its own band. The canvas is hidden from assistive technology; the table beside it
 * carries the same numbers.
 */
export function SpendingChart({ months, categories, label, locale, onPick, height = 280 }: SpendingChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const pick = useRef(onPick)
  pick.current = onPick
  const latest = useRef({ months, categories })
  latest.current = { months, categories }

  useLazyChart(
    host,
    ({ createChart, HistogramSeries }, el) => {
      const base = chartBase(el, height)
      const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
      const chart = createChart(el, {
        ...base.options,
        timeScale: { borderColor: base.border, fixLeftEdge: true, fixRightEdge: true },
        localization: { locale, priceFormatter: (v: number) => number.format(v) },
      })
      let series: ReturnType<typeof chart.addSeries>[] = []
      chart.subscribeClick((param) => {
        if (typeof param.time !== "number") return
        pick.current?.(new Date(param.time * 1000).toISOString().slice(0, 7))
      })
      const update = () => {
        for (const s of series) chart.removeSeries(s)
        const { months: ms, categories: cs } = latest.current
        // The running sums, the largest (every category) first so the smaller ones draw over it.
        series = cs.map((_, i) => {
          const upTo = cs.slice(0, cs.length - i)
          const s = chart.addSeries(HistogramSeries, {
            color: themeValue(el, colourOf[upTo.at(-1)!]),
            priceLineVisible: false,
            lastValueVisible: false,
          })
          s.setData(ms.map((m) => ({ time: monthSeconds(m.month) as never, value: upTo.reduce((a, c) => a + (m[c] ?? 0), 0) })))
          return s
        })
        chart.timeScale().fitContent()
      }
      return { update, remove: () => chart.remove() }
    },
    [locale, height],
    [months, categories],
  )

  return (
    <div className="ise-spending__chart" role="img" aria-label={label} data-testid="spending-chart" data-months={months.length}>
      <div ref={host} style={{ height }} aria-hidden="true" />
    </div>
  )
}
