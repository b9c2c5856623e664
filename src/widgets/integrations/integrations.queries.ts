import * as integrationsCalls from "../../core/api/integrations.calls"
import { callQueryAtom } from "../session"

/** The represented company's API keys (ADMIN only: the query waits for the customer and asks only when allowed). */
export const apiKeysQueryAtom = callQueryAtom(integrationsCalls.apiKeys)
