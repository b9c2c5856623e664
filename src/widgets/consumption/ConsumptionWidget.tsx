import { useAtom, useAtomValue } from "jotai"
import { useEffect } from "react"
import { formatNumber } from "../../core/i18n/numbers"
import { useLocale, useMessages } from "../session"
import { failureOf, LoadError } from "../ui/LoadError"
import { uiCss } from "../ui/ui.css"
import { consumptionCss } from "./consumption.css"
import { consumptionMessages } from "./consumption.messages"
import { meteringPointsQueryAtom, widgetMeasurementsQueryAtom, widgetPointAtom } from "./consumption.queries"
import { pointLabel } from "./timeLabels"
import { Style } from "../element/Style"

export interface ConsumptionWidgetProps {
  /** Opens /elektritarbimine for the point (the portal navigates; an element's host decides). */
  readonly onOpen?: (pointId: number) => void
  readonly href?: (pointId: number) => string
}

/**
 * Front page "TARBIMINE" (spec part 1 §2.3): a metering point selector, this month's consumption and
 * a bar per day. A light bar list in CSS: the chart library loads only on /elektritarbimine.
 */
export function ConsumptionWidget({ onOpen, href }: ConsumptionWidgetProps) {
  const t = useMessages(consumptionMessages)
  const locale = useLocale()
  const pointsQuery = useAtomValue(meteringPointsQueryAtom)
  const points = pointsQuery.data?.meteringPoints ?? []
  const [pointId, setPointId] = useAtom(widgetPointAtom)
  const point = points.find((p) => p.id === pointId) ?? points[0] ?? null
  useEffect(() => {
    if (point && point.id !== pointId) setPointId(point.id)
  }, [point, pointId, setPointId])
  const query = useAtomValue(widgetMeasurementsQueryAtom)
  if (!pointsQuery.isError && points.length === 0) return null
  const days = query.data?.points ?? []
  const max = Math.max(...days.map((d) => d.consumptionKwh ?? 0), 0.001)
  const total = query.data?.statistics?.consumptionForPeriodKwh ?? null
  return (
    <section className="ise-consumption__root ise-consumption__widget" aria-labelledby="ise-cons-w-title" data-testid="consumption-widget">
      <Style css={uiCss} />
      <Style css={consumptionCss} />
      <h2 className="ise-consumption__widget-title" id="ise-cons-w-title">
        {t("cons.widget.title")}
      </h2>
      {pointsQuery.isError || query.isError ? (
        <LoadError
          {...failureOf(pointsQuery.isError ? pointsQuery : query)!}
          message={t("cons.loadFailed")}
          testId="consumption-widget-error"
        />
      ) : (
        <>
          <div className="ise-ui__field">
            <label htmlFor="ise-cons-w-point">{t("cons.point")}</label>
            <select id="ise-cons-w-point" value={point?.id ?? ""} onChange={(e) => setPointId(Number(e.target.value))}>
              {points.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.address ? `${p.address} (${p.eic})` : p.eic}
                </option>
              ))}
            </select>
          </div>
          <div>
            <p className="ise-consumption__hint">{t("cons.widget.month")}</p>
            <p className="ise-consumption__widget-value" data-testid="consumption-widget-month">
              {total == null ? "…" : t("cons.kwh", { value: formatNumber(locale, total, 1) })}
            </p>
          </div>
          <ul className="ise-consumption__widget-bars" aria-hidden="true">
            {days.map((d) => (
              <li
                key={d.time}
                title={`${pointLabel(d.time, "DAY")}: ${formatNumber(locale, d.consumptionKwh ?? 0, 1)} kWh`}
                style={{ height: `${Math.max(2, ((d.consumptionKwh ?? 0) / max) * 100)}%` }}
              />
            ))}
          </ul>
          {point && (
            <a
              className="ise-consumption__link"
              href={href ? href(point.id) : `/elektritarbimine?point=${point.id}`}
              onClick={(e) => {
                if (!onOpen) return
                e.preventDefault()
                onOpen(point.id)
              }}
            >
              {t("cons.widget.more")}
            </a>
          )}
        </>
      )}
    </section>
  )
}
