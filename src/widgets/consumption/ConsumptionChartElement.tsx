import { useEffect, useState } from "react"
import { CONSUMPTION_PRESETS, type ConsumptionPreset } from "../../core/rules/consumption"
import { SignedInElement } from "../element/SignedInElement"
import { elementEvents } from "../element/events"
import type { ElementComponentProps } from "../element/spec"
import { consumptionChartElement } from "./consumptionChart.element"
import { initialConsumption, type ConsumptionState } from "./consumption.queries"
import { ConsumptionView } from "./ConsumptionView"

/** <ise-consumption-chart>: /elektritarbimine for other pages; the state lives in the element, not the host's address. */
export function ConsumptionChartElement({ pointId, period, ...session }: ElementComponentProps<typeof consumptionChartElement>) {
  const { emit } = elementEvents(consumptionChartElement, session.container)
  const opening = (): ConsumptionState => ({
    ...initialConsumption,
    preset: (CONSUMPTION_PRESETS as ReadonlyArray<string>).includes(period ?? "")
      ? (period as ConsumptionPreset)
      : initialConsumption.preset,
    pointId: typeof pointId === "number" && pointId > 0 ? pointId : null,
  })
  const [state, setState] = useState<ConsumptionState>(opening)
  useEffect(() => setState(opening()), [pointId, period]) // eslint-disable-line react-hooks/exhaustive-deps
  const change = (next: ConsumptionState) => {
    if (next.day && next.day !== state.day) emit("ise-consumption-drill", { resolution: "HOUR", time: next.day })
    else if (next.month && next.month !== state.month && !next.day) emit("ise-consumption-drill", { resolution: "DAY", time: next.month })
    setState(next)
  }
  return (
    <SignedInElement {...session} styles="">
      {() => <ConsumptionView state={state} onStateChange={change} />}
    </SignedInElement>
  )
}
