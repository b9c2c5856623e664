/** Entry of the self-contained script: loading it registers <ise-sale-orders>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineSaleOrders } from "./saleOrders.define"

keepSessionInMemory()
defineSaleOrders()
