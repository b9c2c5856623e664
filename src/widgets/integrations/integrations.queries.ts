import * as integrationsCalls from "../../core/api/integrations.calls"
import { callQueryAtom } from "../session"

/** The represented company's API keys (ADMIN only: the query waits for the customer and asks only when allowed). */
export const apiKeysQueryAtom = callQueryAtom(integrationsCalls.apiKeys)
/** Its webhook endpoints and their latest deliveries. */
export const webhooksQueryAtom = callQueryAtom(integrationsCalls.webhooks)
export const webhookDeliveriesQueryAtom = callQueryAtom(integrationsCalls.webhookDeliveries)
