import { and, asc, eq } from "drizzle-orm"
import type { Vehicle } from "../../../core/schemas/spending"
import type { Db } from "../../db/client"
import type { SpendingAnswer } from "./spending.problems"
import { vehicles } from "./spending.tables"

const columns = {
  registrationNumber: vehicles.registrationNumber,
  fuelType: vehicles.fuelType,
  tankCapacityLitres: vehicles.tankCapacityLitres,
}

/** The customer's vehicles by registration number. */
export const vehiclesOf = (db: Db, customerId: number): Promise<Vehicle[]> =>
  db.select(columns).from(vehicles).where(eq(vehicles.customerId, customerId)).orderBy(asc(vehicles.registrationNumber))

/** Sets a vehicle's fuel type and tank; a registration number the customer has not is unknown here. */
export async function updateVehicle(db: Db, customerId: number, vehicle: Vehicle): Promise<SpendingAnswer<Vehicle>> {
  const [row] = await db
    .update(vehicles)
    .set({ fuelType: vehicle.fuelType, tankCapacityLitres: vehicle.tankCapacityLitres })
    .where(and(eq(vehicles.customerId, customerId), eq(vehicles.registrationNumber, vehicle.registrationNumber)))
    .returning(columns)
  return row ? { value: row } : { problem: { kind: "VEHICLE_NOT_FOUND" } }
}
