import { defineCall } from "./call"
import { LoyaltyLevelList } from "../schemas/loyalty"

export const loyaltyLevels = defineCall({
  id: "loyaltyLevels",
  method: "GET",
  path: "/loyalty-levels",
  response: LoyaltyLevelList,
  access: "user",
  summary: "Fuel loyalty levels: litre thresholds and discounts (s/L)",
})
