import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { ConsumptionChartElement } from "./ConsumptionChartElement"
import { consumptionChartElement } from "./consumptionChart.element"

export const CONSUMPTION_CHART_TAG = consumptionChartElement.tag

/** Registers <ise-consumption-chart> once, with the attributes of its spec. */
export const defineConsumptionChart = (): void => defineElement(consumptionChartElement, ConsumptionChartElement)

declare global {
  interface HTMLElementTagNameMap {
    [consumptionChartElement.tag]: ElementOf<typeof consumptionChartElement>
  }
}
