/** Entry of the self-contained script: loading it registers <ise-consumption-chart>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineConsumptionChart } from "./consumptionChart.define"

keepSessionInMemory()
defineConsumptionChart()
