import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme, propertiesOf, shellProperties } from "../element/theme"
import { CONSUMPTION_PRESETS } from "../../core/rules/consumption"

/** <ise-consumption-chart>: the one description of its public API (see src/widgets/element/spec.ts). */
export const consumptionChartElement = {
  tag: "ise-consumption-chart",
  className: "ConsumptionChartElement",
  summary: "Electricity consumption and production of a metering point (the portal's /elektritarbimine), for other pages.",
  description:
    "Period presets (the last 12 months first) and a metering point selector drive a bar chart (consumption up, production down; the bar under the pointer shows its consumption and cost), the statistics of the period and of the same period last year with the period's cost (and, when the period includes the current month, that month's cost so far and its projection), a table of the same numbers with each point's cost and a CSV export. Costs include VAT for persons and apartment associations and are without VAT for companies (as their prices are), and use the demo's package margin and network tariff. Clicking a month's bar (or its row) opens that month by day, a day's bar that day by hour; an hour does nothing. The state lives in the element. The chart library is loaded when the element first draws. The customer needs the ELECTRICITY_CUSTOMER role. Emits `ise-consumption-drill` on each drill-down.",
  signedIn: true,
  attributes: {
    ...signedInAttributes,
    "point-id": { type: "number", description: "The metering point shown first (one of the customer's); the first point without it." },
    period: {
      type: "string",
      values: [...CONSUMPTION_PRESETS],
      default: "last12Months",
      description: "The period preset the element opens with.",
    },
  },
  events: {
    "ise-consumption-drill": {
      description: "A month or a day was opened (by its bar or its row).",
      detail: {
        resolution: { type: "string", description: "`DAY` (a month opened by day) or `HOUR` (a day opened by hour)." },
        time: { type: "string", description: "The month (YYYY-MM) or the day (YYYY-MM-DD) opened." },
      },
    },
  },
  cssProperties: propertiesOf(shellProperties, [theme.production, theme.radiusTiny, theme.radiusLarge]),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
