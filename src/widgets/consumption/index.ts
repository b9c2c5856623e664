export { ConsumptionView, consumptionCsv, type ConsumptionViewProps } from "./ConsumptionView"
export { ConsumptionWidget, type ConsumptionWidgetProps } from "./ConsumptionWidget"
export { consumptionMessages } from "./consumption.messages"
export { consumptionFromSearch, consumptionToSearch, initialConsumption, viewOf, type ConsumptionState } from "./consumption.queries"
