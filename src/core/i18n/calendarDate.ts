/** A bare calendar date (YYYY-MM-DD) has no time zone: DD.MM.YYYY as it is, without dayjs (element bundles stay small). */
export const isCalendarDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value)

export const formatCalendarDate = (value: string): string => value.split("-").reverse().join(".")
