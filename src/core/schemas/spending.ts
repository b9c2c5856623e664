import * as Schema from "effect/Schema"
import { IsoDate, Locale, Opt, PageFromString, pageSizeFromString } from "./common"

/** What a customer spends on, as /kulud sums it: card fuel, other card purchases, electricity consumption, charging sessions. */
export const SpendingCategories = ["FUEL", "OTHER", "ELECTRICITY", "CHARGING"] as const
export const SpendingCategory = Schema.Literals(SpendingCategories)
export type SpendingCategory = typeof SpendingCategory.Type

/** A calendar month, YYYY-MM. */
export const YearMonth = Schema.String.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/))

/** The month asked for (the current Tallinn month when absent). */
export const SpendingMonthQuery = Schema.Struct({ month: Schema.optionalKey(YearMonth) })
export type SpendingMonthQuery = typeof SpendingMonthQuery.Type

/** One month's spend per category; null for a category the customer's roles do not show. */
export const SpendingMonth = Schema.Struct({
  month: Schema.String,
  FUEL: Schema.NullOr(Schema.Number),
  OTHER: Schema.NullOr(Schema.Number),
  ELECTRICITY: Schema.NullOr(Schema.Number),
  CHARGING: Schema.NullOr(Schema.Number),
})
export type SpendingMonth = typeof SpendingMonth.Type

/**
 * The spend of the asked month and the 12 before it (13 months, oldest first: the first is the same month
 * last year), with VAT for persons and apartment associations and without it for companies.
 */
export const SpendingSummary = Schema.Struct({
  month: Schema.String,
  includesVat: Schema.Boolean,
  /** The categories the customer's roles show, in SpendingCategories order. */
  categories: Schema.Array(SpendingCategory),
  months: Schema.Array(SpendingMonth),
})
export type SpendingSummary = typeof SpendingSummary.Type

/** What card purchases are broken down by: the card, the vehicle, or the driver (the card's name). */
export const SpendingBreakdownKinds = ["CARD", "VEHICLE", "DRIVER"] as const
export const SpendingBreakdownKind = Schema.Literals(SpendingBreakdownKinds)
export type SpendingBreakdownKind = typeof SpendingBreakdownKind.Type

export const SpendingBreakdownQuery = Schema.Struct({ month: Schema.optionalKey(YearMonth), by: SpendingBreakdownKind })
export type SpendingBreakdownQuery = typeof SpendingBreakdownQuery.Type

/** A month's card purchases (fuel and other) per card, vehicle or driver, largest first. */
export const SpendingBreakdown = Schema.Struct({
  month: Schema.String,
  includesVat: Schema.Boolean,
  by: SpendingBreakdownKind,
  items: Schema.Array(Schema.Struct({ key: Schema.String, amount: Schema.Number, count: Schema.Number })),
})
export type SpendingBreakdown = typeof SpendingBreakdown.Type

/** A month's electricity cost per metering point. */
export const PointSpending = Schema.Struct({
  month: Schema.String,
  includesVat: Schema.Boolean,
  items: Schema.Array(
    Schema.Struct({
      pointId: Schema.Number,
      eic: Schema.String,
      address: Schema.String,
      amount: Schema.NullOr(Schema.Number),
      kwh: Schema.NullOr(Schema.Number),
    }),
  ),
})
export type PointSpending = typeof PointSpending.Type

/** A month's charging per site. */
export const SiteSpending = Schema.Struct({
  month: Schema.String,
  includesVat: Schema.Boolean,
  items: Schema.Array(Schema.Struct({ site: Schema.String, amount: Schema.Number, kwh: Schema.Number, count: Schema.Number })),
})
export type SiteSpending = typeof SiteSpending.Type

/** One charging session; price and cost with VAT for persons and associations, without for companies. */
export const ChargingSession = Schema.Struct({
  id: Schema.Number,
  siteName: Schema.String,
  connector: Schema.String,
  startedAt: Schema.String,
  endedAt: Schema.String,
  kwh: Schema.Number,
  pricePerKwh: Schema.Number,
  cost: Schema.Number,
  rfidCard: Opt(Schema.String),
  vehicleNumber: Opt(Schema.String),
})
export type ChargingSession = typeof ChargingSession.Type

export const MAX_CHARGING_PAGE_SIZE = 500

/** Sessions from day `start` to day `end` (Tallinn days of their start, both included), optionally of one site. */
export const ChargingSessionQuery = Schema.Struct({
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString(MAX_CHARGING_PAGE_SIZE)),
  start: Schema.optionalKey(IsoDate),
  end: Schema.optionalKey(IsoDate),
  site: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200))),
})
export type ChargingSessionQuery = typeof ChargingSessionQuery.Type

/** A page of sessions, newest first, and the kWh and cost of every session the query matches. */
export const ChargingSessionPage = Schema.Struct({
  content: Schema.Array(ChargingSession),
  number: Schema.Number,
  size: Schema.Number,
  totalElements: Schema.Number,
  totalKwh: Schema.Number,
  totalCost: Schema.Number,
  includesVat: Schema.Boolean,
})
export type ChargingSessionPage = typeof ChargingSessionPage.Type

/** The fuel a vehicle takes. */
export const VehicleFuelTypes = ["PETROL", "DIESEL", "LPG", "ELECTRIC"] as const
export const VehicleFuelType = Schema.Literals(VehicleFuelTypes)
export type VehicleFuelType = typeof VehicleFuelType.Type

/** Largest tank a vehicle may be given, litres (a semi-trailer truck's two tanks). */
export const MAX_TANK_LITRES = 1500

/** A company vehicle: its registration number, the fuel it takes and its tank in litres (unknown: null). */
export const Vehicle = Schema.Struct({
  registrationNumber: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(20)),
  fuelType: VehicleFuelType,
  tankCapacityLitres: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_TANK_LITRES }))),
})
export type Vehicle = typeof Vehicle.Type

/** What a monthly budget is set on: a category of /kulud, or one card (its card lines, fuel and other). */
export const BudgetKinds = ["CATEGORY", "CARD"] as const
export const BudgetKind = Schema.Literals(BudgetKinds)
export type BudgetKind = typeof BudgetKind.Type

/** Largest monthly budget, euro. */
export const MAX_BUDGET = 10_000_000

/** A budget's amount: euro with at most two decimals, above zero (in the customer's VAT mode, as /kulud shows amounts). */
const BudgetAmount = Schema.Number.check(
  Schema.makeFilter((n: number) => (n >= 0.01 && n <= MAX_BUDGET && Math.abs(Math.round(n * 100) - n * 100) < 1e-6) || false, {
    message: `Expected an amount above 0 with at most two decimals, at most ${MAX_BUDGET}`,
  }),
)

/** One monthly budget: of a category (key FUEL, OTHER, ELECTRICITY or CHARGING) or of a card (key its card id). */
export const Budget = Schema.Struct({
  kind: BudgetKind,
  key: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(50)),
  amount: BudgetAmount,
})
export type Budget = typeof Budget.Type

/** Most budgets a customer may keep. */
export const MAX_BUDGETS = 200

/** Every budget of the customer (replacing the ones it had) and the language its alert e-mails are written in. */
export const BudgetSettings = Schema.Struct({
  locale: Locale,
  budgets: Schema.Array(Budget).check(Schema.isMaxLength(MAX_BUDGETS)),
})
export type BudgetSettings = typeof BudgetSettings.Type

/** A budget and the month's spend against it; percent rounded to one decimal. */
export const BudgetProgressItem = Schema.Struct({
  kind: BudgetKind,
  key: Schema.String,
  /** The card's name for a card budget (null when it has none). */
  label: Schema.NullOr(Schema.String),
  amount: Schema.Number,
  spent: Schema.Number,
  percent: Schema.Number,
})
export type BudgetProgressItem = typeof BudgetProgressItem.Type

/** The month's progress of every budget the contact may see (categories its roles show; cards with the statement). */
export const BudgetProgress = Schema.Struct({
  month: Schema.String,
  includesVat: Schema.Boolean,
  locale: Schema.NullOr(Locale),
  items: Schema.Array(BudgetProgressItem),
})
export type BudgetProgress = typeof BudgetProgress.Type

/**
 * What makes a card purchase an anomaly: more fuel than the vehicle's tank (TANK), a fuel the vehicle does not take
 * (FUEL), a station further from the card's previous purchase than a car drives in the time between (SPEED), a
 * purchase outside business hours with a card marked for them (HOURS).
 */
export const AnomalyKinds = ["TANK", "FUEL", "SPEED", "HOURS"] as const
export const AnomalyKind = Schema.Literals(AnomalyKinds)
export type AnomalyKind = typeof AnomalyKind.Type

/** One anomaly: the statement line behind it, the figures of its reason, and who explained it when. */
export const Anomaly = Schema.Struct({
  kind: AnomalyKind,
  lineId: Schema.Number,
  documentNumber: Schema.String,
  documentDate: Schema.String,
  purchasedAt: Schema.NullOr(Schema.String),
  card: Schema.NullOr(Schema.String),
  cardName: Schema.NullOr(Schema.String),
  vehicle: Schema.NullOr(Schema.String),
  station: Schema.NullOr(Schema.String),
  product: Schema.String,
  quantity: Schema.Number,
  /** TANK: the vehicle's tank. */
  tankLitres: Schema.NullOr(Schema.Number),
  /** FUEL: what the vehicle takes and what the product is. */
  vehicleFuel: Schema.NullOr(VehicleFuelType),
  productFuel: Schema.NullOr(VehicleFuelType),
  /** SPEED: the previous purchase's station and time, the distance (km, straight line) and the minutes between. */
  previousStation: Schema.NullOr(Schema.String),
  previousAt: Schema.NullOr(Schema.String),
  distanceKm: Schema.NullOr(Schema.Number),
  minutes: Schema.NullOr(Schema.Number),
  explainedAt: Schema.NullOr(Schema.String),
  explainedBy: Schema.NullOr(Schema.String),
})
export type Anomaly = typeof Anomaly.Type

/** The month's anomalies, newest first, and the cards marked "business hours only". */
export const AnomalyList = Schema.Struct({
  month: Schema.String,
  items: Schema.Array(Anomaly),
  businessHoursCards: Schema.Array(Schema.String),
})
export type AnomalyList = typeof AnomalyList.Type

/** Marks an anomaly explained (or takes the mark back). */
export const AnomalyExplanation = Schema.Struct({ kind: AnomalyKind, lineId: Schema.Int, explained: Schema.Boolean })
export type AnomalyExplanation = typeof AnomalyExplanation.Type

/** The cards marked "business hours only" (every other card is not): their card ids. */
export const BusinessHoursCards = Schema.Struct({
  cards: Schema.Array(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(50))).check(Schema.isMaxLength(MAX_BUDGETS)),
})
export type BusinessHoursCards = typeof BusinessHoursCards.Type
