import { arrayOf, num, opt, publicCall, struct } from "../http/shapeCheck"
import type { PublicPrice } from "../schemas/prices"

/** The public element's price call without Effect (core/http/publicGet.ts); the contract's is prices.calls.ts `prices`. */
export const publicPrices = publicCall("prices", "/prices", arrayOf(struct<PublicPrice>({ noomId: num, price: num, idcPrice: opt(num) })))
