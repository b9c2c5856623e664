import { describe, expect, it } from "vitest"
import {
  coffeeStampsOf,
  isPrivilegedGroup,
  loyaltyCardOf,
  nextLevelOf,
  seesBusinessWidgets,
  seesLoyalty,
} from "../../../src/core/rules/loyalty"

const levels = [
  { levelId: "IDC2", fuelCapacity: 100, fuelDiscount: 5 },
  { levelId: "IDC", fuelCapacity: 0, fuelDiscount: 3 },
]
const person = (monthQuantity: number, coffeePoints = 0, groupId: string | null = "IDC") => ({
  id: 1,
  isPerson: true,
  apartmentAssociation: false,
  groupId,
  cardLoyalty: { monthQuantity, coffeePoints },
})

describe("loyaltyCardOf", () => {
  it("below 100 L: the IDC level now, IDC2's discount next", () => {
    expect(loyaltyCardOf(person(99.99), levels)).toEqual({
      fuelCapacity: 99.99,
      currentDiscount: 3,
      fuelDiscount: 5,
      levelId: "IDC",
      isPrivilegedGroup: false,
    })
    expect(nextLevelOf(loyaltyCardOf(person(64), levels), levels)).toEqual({ threshold: 100, litresToGo: 36, extraDiscount: 2 })
  })
  it("at exactly 100 L: IDC2 reached, no next level", () => {
    const card = loyaltyCardOf(person(100), levels)
    expect([card.levelId, card.currentDiscount, card.fuelDiscount]).toEqual(["IDC2", 5, 5])
    expect(nextLevelOf(card, levels)).toBeNull()
  })
  it("no loyalty figures: 0 L on the first level; no levels: no discount", () => {
    expect(loyaltyCardOf({ id: 4, isPerson: true, apartmentAssociation: false }, levels).fuelCapacity).toBe(0)
    expect(loyaltyCardOf(person(50), [])).toMatchObject({ currentDiscount: 0, fuelDiscount: 0, levelId: null })
  })
  it("a privileged group is marked (Erisoodus); IDC and no group are not", () => {
    expect(loyaltyCardOf(person(10, 0, "EMPLOYEE"), levels).isPrivilegedGroup).toBe(true)
    expect([isPrivilegedGroup("IDC"), isPrivilegedGroup(null), isPrivilegedGroup("")]).toEqual([false, false, false])
  })
})

describe("coffee and who sees what", () => {
  it("4 stamps are collected, then the 5th coffee is free", () => {
    expect(coffeeStampsOf(person(0, 3))).toEqual({ stamps: 3, nextFree: false })
    expect(coffeeStampsOf(person(0, 4))).toEqual({ stamps: 4, nextFree: true })
    expect(coffeeStampsOf(person(0, 9))).toEqual({ stamps: 4, nextFree: true })
  })
  it("loyalty for persons only; business widgets for companies and listed persons", () => {
    const company = { id: 2, isPerson: false, apartmentAssociation: false }
    const association = { id: 3, isPerson: false, apartmentAssociation: true }
    expect([seesLoyalty(person(0)), seesLoyalty(company)]).toEqual([true, false])
    expect([seesBusinessWidgets(company), seesBusinessWidgets(association), seesBusinessWidgets(person(0))]).toEqual([true, false, false])
    expect(seesBusinessWidgets(person(0), [1])).toBe(true)
  })
})
