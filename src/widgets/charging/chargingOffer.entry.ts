/** Entry of the self-contained script: loading it registers <ise-charging-offer>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineChargingOffer } from "./chargingOffer.define"

keepSessionInMemory()
defineChargingOffer()
