/** Entry of the self-contained script: loading it registers <ise-loyalty-card>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineLoyaltyCard } from "./loyaltyCard.define"

keepSessionInMemory()
defineLoyaltyCard()
