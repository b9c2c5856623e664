import dayjs from "dayjs"
import utc from "dayjs/plugin/utc"
import timezone from "dayjs/plugin/timezone"
import { formatCalendarDate, isCalendarDate } from "./calendarDate"

dayjs.extend(utc)
dayjs.extend(timezone)

export const TIME_ZONE = "Europe/Tallinn"

/** Dates are DD.MM.YYYY in Europe/Tallinn, whatever the language. */
export const formatDate = (value: string | Date): string => {
  if (typeof value === "string" && isCalendarDate(value)) return formatCalendarDate(value)
  return dayjs(value).tz(TIME_ZONE).format("DD.MM.YYYY")
}

export const formatDateTime = (value: string | Date): string => dayjs(value).tz(TIME_ZONE).format("DD.MM.YYYY HH:mm")

/** Today in Tallinn as YYYY-MM-DD. */
export const todayInTallinn = (): string => dayjs().tz(TIME_ZONE).format("YYYY-MM-DD")
