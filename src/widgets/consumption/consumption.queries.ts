import { atom, type Getter } from "jotai"
import * as consumptionCalls from "../../core/api/consumption.calls"
import {
  CONSUMPTION_DEFAULT_PRESET,
  CONSUMPTION_PRESETS,
  consumptionPresetRange,
  isDay,
  isMonth,
  monthRange,
  resolutionFor,
  type ConsumptionPreset,
  type DayRange,
} from "../../core/rules/consumption"
import { tallinnDay } from "../../core/rules/vat"
import type { Resolution } from "../../core/schemas/consumption"
import { callQueryAtom } from "../session"

/** What /elektritarbimine shows: a preset period, the point, and the month or day drilled into. Kept in the address. */
export interface ConsumptionState {
  readonly preset: ConsumptionPreset
  /** null: the first of the customer's points. */
  readonly pointId: number | null
  /** YYYY-MM: that month by day. */
  readonly month: string | null
  /** YYYY-MM-DD: that day by hour (wins over month). */
  readonly day: string | null
}

export const initialConsumption: ConsumptionState = { preset: CONSUMPTION_DEFAULT_PRESET, pointId: null, month: null, day: null }

/** `?period=currentYear&point=31&month=2026-03&day=2026-03-05`; anything unknown falls back to the default. */
export function consumptionFromSearch(search: string): ConsumptionState {
  const params = new URLSearchParams(search)
  const period = params.get("period") ?? ""
  const point = Number(params.get("point"))
  const month = params.get("month") ?? ""
  const day = params.get("day") ?? ""
  return {
    preset: (CONSUMPTION_PRESETS as ReadonlyArray<string>).includes(period) ? (period as ConsumptionPreset) : CONSUMPTION_DEFAULT_PRESET,
    pointId: Number.isSafeInteger(point) && point > 0 ? point : null,
    month: isMonth(month) ? month : null,
    day: isDay(day) ? day : null,
  }
}

export function consumptionToSearch(state: ConsumptionState): string {
  const params = new URLSearchParams()
  if (state.preset !== CONSUMPTION_DEFAULT_PRESET) params.set("period", state.preset)
  if (state.pointId != null) params.set("point", String(state.pointId))
  if (state.month) params.set("month", state.month)
  if (state.day) params.set("day", state.day)
  const query = params.toString()
  return query === "" ? "" : `?${query}`
}

/** The days and resolution a state shows: the drilled day by hour, the drilled month by day, else the preset. */
export function viewOf(
  state: ConsumptionState,
  today = tallinnDay(new Date()),
): { readonly range: DayRange; readonly resolution: Resolution } {
  if (state.day) return { range: { start: state.day, end: state.day }, resolution: "HOUR" }
  if (state.month) return { range: monthRange(state.month), resolution: "DAY" }
  const range = consumptionPresetRange(state.preset, today)
  return { range, resolution: resolutionFor(range) }
}

export const meteringPointsQueryAtom = callQueryAtom(consumptionCalls.meteringPoints, { staleTime: 5 * 60_000 })

/** The request of the page: the point and the view; null until the point is known. */
export const consumptionRequestAtom = atom<{ readonly pointId: number; readonly range: DayRange; readonly resolution: Resolution } | null>(
  null,
)

/**
 * Whether the point is one of the current customer's: after a switch of customer the page's or the
 * widget's point may still be the previous customer's, and asking it would be a needless 404.
 */
const isOwnPoint = (get: Getter, pointId: number): boolean =>
  get(meteringPointsQueryAtom).data?.meteringPoints.some((p) => p.id === pointId) ?? false

export const measurementsQueryAtom = callQueryAtom(consumptionCalls.measurements, {
  input: (get) => {
    const r = get(consumptionRequestAtom)
    return r && isOwnPoint(get, r.pointId)
      ? { params: { pointId: r.pointId }, query: { from: r.range.start, to: r.range.end, resolution: r.resolution } }
      : null
  },
  keepPreviousPage: true,
  staleTime: 60_000,
})

/** The front page widget's point (its own, not the page's). */
export const widgetPointAtom = atom<number | null>(null)

/** This month by day for the front page's "TARBIMINE". */
export const widgetMeasurementsQueryAtom = callQueryAtom(consumptionCalls.measurements, {
  input: (get) => {
    const pointId = get(widgetPointAtom)
    if (pointId == null || !isOwnPoint(get, pointId)) return null
    const range = consumptionPresetRange("currentMonth", tallinnDay(new Date()))
    return { params: { pointId }, query: { from: range.start, to: range.end, resolution: "DAY" as const } }
  },
  staleTime: 60_000,
})
