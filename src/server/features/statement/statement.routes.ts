import type { Hono } from "hono"
import { stationsCalls, statementCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./statement.handlers"

/** /väljavõte: the lines, their sums, the filters' choices, and the documents' files. */
export function statementRoutes(app: Hono<AppEnv>) {
  bindCall(app, statementCalls.documentRows, h.documentRows)
  bindCall(app, statementCalls.documentRowsExport, h.documentRowsExport)
  bindCall(app, statementCalls.documentRowsSum, h.documentRowsSum)
  bindCall(app, statementCalls.vehicleNumbers, h.vehicleNumbers)
  bindCall(app, statementCalls.documentRowsFile, h.documentRowsFile)
  bindCall(app, statementCalls.documentRowsZip, h.documentRowsZip)
  bindCall(app, stationsCalls.customerStations, h.customerStations)
}
