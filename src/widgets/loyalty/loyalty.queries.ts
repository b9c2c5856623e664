import * as loyaltyCalls from "../../core/api/loyalty.calls"
import { callQueryAtom } from "../session"

/** The fuel loyalty levels (GET /loyalty-levels); the same for every customer of the user. */
export const loyaltyLevelsQueryAtom = callQueryAtom(loyaltyCalls.loyaltyLevels)
