/** Entry of the self-contained script: loading it registers <ise-dispensing-orders>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineDispensingOrders } from "./dispensingOrders.define"

keepSessionInMemory()
defineDispensingOrders()
