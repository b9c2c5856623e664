/** Entry of the self-contained script: loading it registers <ise-id-credit-promo>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineIdCreditPromo } from "./idCreditPromo.define"

keepSessionInMemory()
defineIdCreditPromo()
