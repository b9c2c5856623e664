import { asc, count, eq, sql } from "drizzle-orm"
import type { Db } from "../../db/client"
import { petrolStations, stationFeatureLinks, stationFeatures } from "./stations.tables"

/** The part 3 "Stations" calls ask page 0, size 999. */
export const DEFAULT_STATION_PAGE_SIZE = 999

const paging = (query: { page?: number; size?: number }) => {
  const size = query.size ?? DEFAULT_STATION_PAGE_SIZE
  const page = query.page ?? 0
  return { size, page, offset: page * size }
}

/** Stations by name with the codes of their enabled facilities (a disabled facility is not shown). */
export async function stationPage(db: Db, query: { page?: number; size?: number }) {
  const { size, page, offset } = paging(query)
  const rows = await db
    .select({
      id: petrolStations.id,
      nameEt: petrolStations.nameEt,
      latitude: petrolStations.latitude,
      longitude: petrolStations.longitude,
      enabledFeatures: sql<
        string[]
      >`coalesce(array_agg(${stationFeatures.code} order by ${stationFeatures.id}) filter (where ${stationFeatures.enabled}), '{}')`,
    })
    .from(petrolStations)
    .leftJoin(stationFeatureLinks, eq(stationFeatureLinks.stationId, petrolStations.id))
    .leftJoin(stationFeatures, eq(stationFeatures.code, stationFeatureLinks.featureCode))
    .groupBy(petrolStations.id)
    .orderBy(asc(petrolStations.nameEt), asc(petrolStations.id))
    .limit(size)
    .offset(offset)
  const [total] = await db.select({ n: count() }).from(petrolStations)
  return { content: rows, number: page, size, totalElements: total?.n ?? 0 }
}

/** Every facility, disabled ones included (the map offers only the enabled ones). */
export async function featurePage(db: Db, query: { page?: number; size?: number }) {
  const { size, page, offset } = paging(query)
  const content = await db.select().from(stationFeatures).orderBy(asc(stationFeatures.id)).limit(size).offset(offset)
  const [total] = await db.select({ n: count() }).from(stationFeatures)
  return { content, number: page, size, totalElements: total?.n ?? 0 }
}
