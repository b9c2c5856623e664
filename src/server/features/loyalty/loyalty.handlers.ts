import type { loyaltyCalls } from "../../../core/api"
import type { Handler } from "../../http/bindCall"
import { loyaltyLevelList } from "./loyalty.service"

export const loyaltyLevels: Handler<typeof loyaltyCalls.loyaltyLevels> = ({ deps }) => loyaltyLevelList(deps.db)
