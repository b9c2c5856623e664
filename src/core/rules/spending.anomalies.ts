import { formatDateTime } from "../i18n/dates"
import { formatNumber } from "../i18n/numbers"
import type { Locale } from "../schemas/common"
import type { Anomaly, VehicleFuelType } from "../schemas/spending"
import { tallinnWeekdayTimeFormat } from "./vat"

/**
 * The speed a car is taken to keep at most between two stations, km/h: the motorway limit of Estonia's
 * fastest roads in summer (120) with a margin. Two purchases with one card further apart than this speed
 * covers in the time between them cannot both be the card's car.
 */
export const ASSUMED_MAX_SPEED_KMH = 130

/** Business hours of a card marked "business hours only": Monday to Friday, 07:00 to 19:00 Tallinn time. */
export const BUSINESS_HOURS = { firstDay: 1, lastDay: 5, fromHour: 7, untilHour: 19 } as const

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

/** An anomaly's figures that its kind does not use, and no explanation yet. */
export const NO_FIGURES = {
  tankLitres: null,
  vehicleFuel: null,
  productFuel: null,
  previousStation: null,
  previousAt: null,
  distanceKm: null,
  minutes: null,
  explainedAt: null,
  explainedBy: null,
} as const satisfies Partial<Anomaly>

/** Whether a moment falls outside the business hours (in Tallinn: weekends, before 07:00, from 19:00). */
export function outsideBusinessHours(at: Date): boolean {
  const parts = Object.fromEntries(
    tallinnWeekdayTimeFormat()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  const day = weekdays.indexOf(parts.weekday ?? "")
  const minutes = Number(parts.hour) * 60 + Number(parts.minute)
  const { firstDay, lastDay, fromHour, untilHour } = BUSINESS_HOURS
  return day < firstDay || day > lastDay || minutes < fromHour * 60 || minutes >= untilHour * 60
}

/** Great-circle distance in km between two points (haversine, Earth radius 6371 km). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Whether `km` cannot be driven in `minutes` at the assumed speed (a straight line is shorter than any road). */
export const fasterThanACar = (km: number, minutes: number): boolean => km > (ASSUMED_MAX_SPEED_KMH * Math.max(minutes, 0)) / 60

/** The fewest minutes `km` takes at the assumed speed. */
export const minutesAtAssumedSpeed = (km: number): number => Math.ceil((km / ASSUMED_MAX_SPEED_KMH) * 60)

/** Whether a product of a fuel type may go into a vehicle of another: any fuel into an electric car, or another fuel. */
export const fuelMismatch = (vehicle: VehicleFuelType, product: Exclude<VehicleFuelType, "ELECTRIC">): boolean => vehicle !== product

const fuelNames: Record<Locale, Record<VehicleFuelType, string>> = {
  et: { PETROL: "bensiin", DIESEL: "diisel", LPG: "autogaas", ELECTRIC: "elekter" },
  en: { PETROL: "petrol", DIESEL: "diesel", LPG: "LPG", ELECTRIC: "electric" },
  ru: { PETROL: "бензин", DIESEL: "дизель", LPG: "автогаз", ELECTRIC: "электричество" },
}

/** The name of a fuel type in a language (the vehicle form uses it too). */
export const fuelName = (locale: Locale, fuel: VehicleFuelType): string => fuelNames[locale][fuel]

const litres = (locale: Locale, n: number) => `${formatNumber(locale, n, n % 1 === 0 ? 0 : 2)} L`
const km = (locale: Locale, n: number) => `${formatNumber(locale, n, 0)} km`
const hours = (locale: Locale) => {
  const { fromHour, untilHour } = BUSINESS_HOURS
  return { et: `E–R ${fromHour}–${untilHour}`, en: `Mon–Fri ${fromHour}:00–${untilHour}:00`, ru: `пн–пт ${fromHour}–${untilHour}` }[locale]
}

/** Why an anomaly is one, in the user's (or the customer's) language: the reason /kulud lists and the alert e-mail tells. */
export function anomalyReason(locale: Locale, a: Anomaly): string {
  const vehicle = a.vehicle ?? ""
  switch (a.kind) {
    case "TANK": {
      const q = litres(locale, a.quantity)
      const tank = litres(locale, a.tankLitres ?? 0)
      return {
        et: `Tangiti ${q}, sõiduki ${vehicle} paak on ${tank}`,
        en: `${q} filled, the tank of vehicle ${vehicle} holds ${tank}`,
        ru: `Заправлено ${q}, бак автомобиля ${vehicle} — ${tank}`,
      }[locale]
    }
    case "FUEL": {
      const product = fuelName(locale, a.productFuel ?? "PETROL")
      const wanted = fuelName(locale, a.vehicleFuel ?? "DIESEL")
      return {
        et: `Ostetud ${product}, sõiduk ${vehicle} kasutab kütust: ${wanted}`,
        en: `${product} bought, vehicle ${vehicle} takes ${wanted}`,
        ru: `Куплено: ${product}, автомобиль ${vehicle} заправляется: ${wanted}`,
      }[locale]
    }
    case "SPEED": {
      const distance = km(locale, a.distanceKm ?? 0)
      const minutes = formatNumber(locale, a.minutes ?? 0)
      const previous = `${a.previousStation ?? ""}, ${a.previousAt ? formatDateTime(a.previousAt) : ""}`
      const needed = formatNumber(locale, minutesAtAssumedSpeed(a.distanceKm ?? 0))
      return {
        et: `${distance} eelmisest ostust (${previous}) ${minutes} minutiga; ${ASSUMED_MAX_SPEED_KMH} km/h juures kulub vähemalt ${needed} min`,
        en: `${distance} from the previous purchase (${previous}) in ${minutes} minutes; at ${ASSUMED_MAX_SPEED_KMH} km/h it takes at least ${needed} min`,
        ru: `${distance} от предыдущей покупки (${previous}) за ${minutes} мин; при ${ASSUMED_MAX_SPEED_KMH} км/ч нужно не менее ${needed} мин`,
      }[locale]
    }
    case "HOURS": {
      const at = a.purchasedAt ? formatDateTime(a.purchasedAt) : ""
      return {
        et: `Ost ${at}, kaart on ainult tööajaks (${hours(locale)})`,
        en: `Purchase at ${at}, the card is for business hours only (${hours(locale)})`,
        ru: `Покупка ${at}, карта только для рабочего времени (${hours(locale)})`,
      }[locale]
    }
  }
}

/** The alert e-mail of anomalies found: one line per anomaly with its reason and document, in the customer's language. */
export function anomalyAlertMail(locale: Locale, anomalies: ReadonlyArray<Anomaly>, link: string): { subject: string; body: string } {
  const lines = anomalies.map((a) => `- ${a.documentNumber} (${a.card ?? ""}, ${a.station ?? ""}): ${anomalyReason(locale, a)}`).join("\n")
  const n = anomalies.length
  return {
    et: {
      subject: `Kulude kõrvalekalded: ${n}`,
      body: `Tere!\n\nLeidsime kaardiostudes kõrvalekaldeid:\n${lines}\n\nVaata ja märgi selgitatuks: ${link}`,
    },
    en: {
      subject: `Spending anomalies: ${n}`,
      body: `Hello,\n\nWe found anomalies in the card purchases:\n${lines}\n\nSee them and mark them explained: ${link}`,
    },
    ru: {
      subject: `Отклонения в расходах: ${n}`,
      body: `Здравствуйте!\n\nВ покупках по картам найдены отклонения:\n${lines}\n\nПросмотреть и отметить как объяснённые: ${link}`,
    },
  }[locale]
}
