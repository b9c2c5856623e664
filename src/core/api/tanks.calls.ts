import { defineCall } from "./call"
import { tanksRule } from "./callRules"
import { TankPage, TankPageQuery } from "../schemas/tanks"

export const tanks = defineCall({
  id: "tanks",
  method: "GET",
  path: "/tanks/{customerId}",
  query: TankPageQuery,
  response: TankPage,
  ...tanksRule,
  summary: "Tanks with level, capacity and notification threshold, paged (size 25, ID ascending)",
})
