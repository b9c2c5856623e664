import { isCompanyCustomer } from "./access"
import {
  CoffeeStampsToCollect,
  LoyaltyExtraDiscountLitres,
  type LoyaltyCard,
  type LoyaltyLevel,
  type LoyaltyLevelId,
} from "../schemas/loyalty"

/**
 * Front page loyalty rules (part 1 §2.3, §3, §6, §9; part 3 "Front page loyalty section"). No React:
 * the portal, the element and the tests read the same answers.
 */

/** The group marker of the loyalty programme (IDC); IDC2 is the level reached at the 100 L threshold. */
export const LOYALTY_GROUP = "IDC"

/**
 * Customer ids of persons who also see the business widgets (part 1 §2.3 lists four numbers and
 * does not say why; the retailer configures them). Empty in the reference product.
 */
export const BUSINESS_WIDGET_PERSON_IDS: ReadonlyArray<number> = []

interface LoyaltyCustomer {
  readonly id: number
  readonly isPerson: boolean
  readonly apartmentAssociation: boolean
  readonly groupId?: string | null | undefined
  readonly cardLoyalty?: { readonly monthQuantity: number; readonly coffeePoints: number } | null | undefined
}

/** The loyalty section is for persons only (part 3 §6). */
export const seesLoyalty = (customer: Pick<LoyaltyCustomer, "isPerson">): boolean => customer.isPerson

/** Business widgets: companies, or persons whose id is listed (part 1 §2.3, part 3 §6). */
export const seesBusinessWidgets = (
  customer: Pick<LoyaltyCustomer, "id" | "isPerson" | "apartmentAssociation">,
  listed = BUSINESS_WIDGET_PERSON_IDS,
): boolean => isCompanyCustomer(customer) || (customer.isPerson && listed.includes(customer.id))

/**
 * A privileged group has its own price agreement: the card shows "Erisoodus" instead of the tiers
 * (part 1 §6). Every group other than the loyalty group is one; a person without a group collects
 * litres on the tiers like the IDC group.
 */
export const isPrivilegedGroup = (groupId: string | null | undefined): boolean =>
  groupId != null && groupId !== "" && groupId !== LOYALTY_GROUP && groupId !== "IDC2"

/** Levels by threshold, lowest first (a missing threshold counts as 0 L). */
const byThreshold = (levels: ReadonlyArray<LoyaltyLevel>) => [...levels].sort((a, b) => (a.fuelCapacity ?? 0) - (b.fuelCapacity ?? 0))

/**
 * The fuel-discount card: the litres of this month, the level reached (the highest whose threshold
 * is met) and its discount, and the next level's discount in s/L (at the top level: the same).
 * Without levels the card still has the litres and no discount.
 */
export function loyaltyCardOf(customer: LoyaltyCustomer, levels: ReadonlyArray<LoyaltyLevel>): LoyaltyCard {
  const litres = Math.max(0, customer.cardLoyalty?.monthQuantity ?? 0)
  const sorted = byThreshold(levels)
  const reached = sorted.filter((l) => (l.fuelCapacity ?? 0) <= litres).at(-1)
  const next = sorted.find((l) => (l.fuelCapacity ?? 0) > litres)
  const levelId = reached && (reached.levelId === "IDC" || reached.levelId === "IDC2") ? (reached.levelId as LoyaltyLevelId) : null
  const currentDiscount = reached?.fuelDiscount ?? 0
  return {
    fuelCapacity: litres,
    currentDiscount,
    fuelDiscount: next?.fuelDiscount ?? currentDiscount,
    levelId,
    isPrivilegedGroup: isPrivilegedGroup(customer.groupId),
  }
}

/** What the card says about the next level: the litres still missing and the extra s/L it brings; null at the top. */
export function nextLevelOf(
  card: LoyaltyCard,
  levels: ReadonlyArray<LoyaltyLevel>,
): { litresToGo: number; threshold: number; extraDiscount: number } | null {
  const next = byThreshold(levels).find((l) => (l.fuelCapacity ?? 0) > card.fuelCapacity)
  if (!next) return null
  const threshold = next.fuelCapacity ?? LoyaltyExtraDiscountLitres
  return {
    threshold,
    litresToGo: Math.round((threshold - card.fuelCapacity) * 100) / 100,
    extraDiscount: Math.round((next.fuelDiscount - card.currentDiscount) * 100) / 100,
  }
}

/** Coffee card: stamps collected towards the free one (the 5th coffee is free after 4 stamps). */
export function coffeeStampsOf(customer: LoyaltyCustomer): { stamps: number; nextFree: boolean } {
  const points = Math.max(0, Math.floor(customer.cardLoyalty?.coffeePoints ?? 0))
  const stamps = Math.min(points, CoffeeStampsToCollect)
  return { stamps, nextFree: stamps >= CoffeeStampsToCollect }
}
