import { and, eq } from "drizzle-orm"
import type { Db } from "../../db/client"
import { carriers, transportCars, transportDrivers } from "./terminal.tables"

type Carrier = typeof carriers.$inferSelect
type Car = typeof transportCars.$inferSelect
type Driver = typeof transportDrivers.$inferSelect

/** The field a transport code names nothing for, and why (each feature words it as its own problem). */
export interface TransportProblem {
  readonly field: "carrier" | "vehicleCode" | "driver"
  readonly message: string
}

/**
 * A carrier by its code, its car of the customer and, when a driver code is given, its driver of the
 * customer: the transport of a dispensing order (driver required) and of a sale order (driver optional).
 */
export async function findTransport<D extends string | null | undefined>(
  db: Db,
  customerId: number,
  codes: { readonly carrier: string; readonly vehicleCode: string; readonly driver: D },
): Promise<
  { value: { carrier: Carrier; car: Car; driver: D extends string ? Driver : Driver | undefined } } | { problem: TransportProblem }
> {
  const [carrier] = await db.select().from(carriers).where(eq(carriers.searchCode, codes.carrier))
  if (!carrier) return { problem: { field: "carrier", message: `No carrier ${codes.carrier}` } }
  const ofCarrier = (table: typeof transportCars | typeof transportDrivers, code: string) =>
    and(eq(table.code, code), eq(table.customerId, customerId), eq(table.carrierCode, carrier.searchCode))
  const [car] = await db.select().from(transportCars).where(ofCarrier(transportCars, codes.vehicleCode))
  if (!car) return { problem: { field: "vehicleCode", message: `No car ${codes.vehicleCode} of carrier ${carrier.searchCode}` } }
  let driver: Driver | undefined
  if (codes.driver) {
    ;[driver] = await db.select().from(transportDrivers).where(ofCarrier(transportDrivers, codes.driver))
    if (!driver) return { problem: { field: "driver", message: `No driver ${codes.driver} of carrier ${carrier.searchCode}` } }
  }
  return { value: { carrier, car, driver: driver as D extends string ? Driver : Driver | undefined } }
}
