/** Entry of the self-contained script: loading it registers <ise-electricity-offer>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineElectricityOffer } from "./electricityOffer.define"

keepSessionInMemory()
defineElectricityOffer()
