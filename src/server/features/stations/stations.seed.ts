import type { Db } from "../../db/client"
import { petrolStations, stationFeatureLinks, stationFeatures } from "./stations.tables"

/** Facilities of the map's filter (part 3 "Footer and station map"); "SAUNA" is disabled and never offered. */
export const demoStationFeatures = [
  { id: 1, code: "CAFE", nameEt: "Kohvik", enabled: true },
  { id: 2, code: "CAR_WASH", nameEt: "Autopesula", enabled: true },
  { id: 3, code: "LPG", nameEt: "Autogaas (LPG)", enabled: true },
  { id: 4, code: "ADBLUE", nameEt: "AdBlue tankur", enabled: true },
  { id: 5, code: "EV_CHARGING", nameEt: "Elektriauto laadimine", enabled: true },
  { id: 6, code: "TRUCKS", nameEt: "Raskeveokite tankimine", enabled: true },
  { id: 7, code: "OPEN_24H", nameEt: "Avatud ööpäev läbi", enabled: true },
  { id: 8, code: "SAUNA", nameEt: "Saun", enabled: false },
] as const

type Code = (typeof demoStationFeatures)[number]["code"]

/** About forty stations across Estonia: [id, name, latitude, longitude, facilities]. */
const stations: ReadonlyArray<readonly [number, string, number, number, ReadonlyArray<Code>]> = [
  [1, "Tallinn, Peterburi tee 2", 59.4316, 24.8156, ["CAFE", "CAR_WASH", "LPG", "ADBLUE", "OPEN_24H", "EV_CHARGING"]],
  [2, "Tallinn, Paldiski mnt 100", 59.4259, 24.6622, ["CAFE", "CAR_WASH", "OPEN_24H"]],
  [3, "Tallinn, Pärnu mnt 341", 59.3693, 24.7179, ["CAFE", "ADBLUE", "TRUCKS", "OPEN_24H"]],
  [4, "Tallinn, Mustamäe tee 16", 59.4225, 24.6946, ["CAFE", "EV_CHARGING"]],
  [5, "Tallinn, Laagna tee 80", 59.428, 24.8658, ["CAFE", "CAR_WASH", "LPG"]],
  [6, "Tallinn, Kadaka tee 70", 59.4165, 24.6581, ["CAR_WASH", "EV_CHARGING", "SAUNA"]],
  [7, "Maardu, Tallinna mnt 47", 59.4712, 25.0131, ["ADBLUE", "TRUCKS", "OPEN_24H"]],
  [8, "Keila, Haapsalu mnt 57", 59.3016, 24.4155, ["CAFE", "CAR_WASH"]],
  [9, "Paldiski, Rae 38", 59.3515, 24.0607, ["ADBLUE", "TRUCKS"]],
  [10, "Kose, Tallinna mnt 2", 59.1827, 25.1659, ["CAFE", "OPEN_24H"]],
  [11, "Kuusalu, Kiiu tee 1", 59.446, 25.4412, ["CAFE", "ADBLUE", "TRUCKS"]],
  [12, "Rakvere, Tõrma tee 1", 59.359, 26.3734, ["CAFE", "CAR_WASH", "LPG", "OPEN_24H"]],
  [13, "Kunda, Kasemäe 5", 59.4929, 26.529, ["ADBLUE"]],
  [14, "Jõhvi, Narva mnt 2", 59.3567, 27.4271, ["CAFE", "CAR_WASH", "EV_CHARGING"]],
  [15, "Kohtla-Järve, Järveküla tee 68", 59.3985, 27.2739, ["LPG", "TRUCKS"]],
  [16, "Sillamäe, Viru pst 2", 59.3972, 27.7572, ["CAFE"]],
  [17, "Narva, Tallinna mnt 41", 59.3766, 28.1651, ["CAFE", "CAR_WASH", "LPG", "ADBLUE", "OPEN_24H"]],
  [18, "Tapa, Pikk 34", 59.2626, 25.9636, ["CAFE"]],
  [19, "Paide, Pärnu 58", 58.88, 25.5518, ["CAFE", "CAR_WASH", "EV_CHARGING"]],
  [20, "Türi, Viljandi mnt 2", 58.8061, 25.4276, ["ADBLUE", "TRUCKS"]],
  [21, "Rapla, Tallinna mnt 19", 59.0069, 24.7935, ["CAFE", "CAR_WASH"]],
  [22, "Märjamaa, Pärnu mnt 25", 58.9045, 24.4295, ["ADBLUE", "OPEN_24H"]],
  [23, "Haapsalu, Tallinna mnt 85", 58.938, 23.5773, ["CAFE", "CAR_WASH", "LPG"]],
  [24, "Kärdla, Keskväljak 2", 58.9966, 22.7508, ["CAFE"]],
  [25, "Kuressaare, Tallinna 88", 58.2636, 22.5197, ["CAFE", "CAR_WASH", "EV_CHARGING", "OPEN_24H"]],
  [26, "Orissaare, Ranna 2", 58.5597, 23.084, ["ADBLUE"]],
  [27, "Pärnu, Tallinna mnt 82", 58.4085, 24.5352, ["CAFE", "CAR_WASH", "LPG", "ADBLUE", "TRUCKS", "OPEN_24H"]],
  [28, "Pärnu, Riia mnt 120", 58.3612, 24.5373, ["CAFE", "EV_CHARGING"]],
  [29, "Häädemeeste, Pärnu mnt 12", 58.0777, 24.4957, ["CAFE"]],
  [30, "Kilingi-Nõmme, Pärnu 3", 58.1493, 24.963, ["ADBLUE"]],
  [31, "Viljandi, Tartu 50", 58.3695, 25.6141, ["CAFE", "CAR_WASH", "LPG", "EV_CHARGING"]],
  [32, "Põltsamaa, Tallinna mnt 1", 58.6585, 25.964, ["CAFE", "OPEN_24H"]],
  [33, "Jõgeva, Tallinna mnt 2", 58.749, 26.3868, ["CAFE", "ADBLUE"]],
  [34, "Tartu, Riia 140", 58.3608, 26.6825, ["CAFE", "CAR_WASH", "LPG", "ADBLUE", "OPEN_24H"]],
  [35, "Tartu, Turu 43", 58.3676, 26.7433, ["CAFE", "CAR_WASH", "EV_CHARGING"]],
  [36, "Tartu, Tiigi 2", 58.375, 26.716, ["CAFE"]],
  [37, "Elva, Tartu mnt 2", 58.2268, 26.4242, ["CAR_WASH"]],
  [38, "Otepää, Valga mnt 1", 58.0556, 26.4936, ["CAFE", "EV_CHARGING"]],
  [39, "Valga, Riia 40", 57.7775, 26.031, ["CAFE", "CAR_WASH", "ADBLUE", "TRUCKS"]],
  [40, "Võru, Tartu mnt 2", 57.842, 27.015, ["CAFE", "CAR_WASH", "LPG", "OPEN_24H"]],
  [41, "Põlva, Võru 1", 58.0603, 27.068, ["CAFE", "ADBLUE"]],
  [42, "Räpina, Kooli 2", 58.098, 27.464, ["CAFE"]],
]

export const demoStationCount = stations.length

/** Idempotent: rows that exist are left alone. */
export async function seedStations(db: Db): Promise<void> {
  await db
    .insert(stationFeatures)
    .values([...demoStationFeatures])
    .onConflictDoNothing()
  await db
    .insert(petrolStations)
    .values(stations.map(([id, nameEt, latitude, longitude]) => ({ id, nameEt, latitude, longitude })))
    .onConflictDoNothing()
  await db
    .insert(stationFeatureLinks)
    .values(stations.flatMap(([stationId, , , , codes]) => codes.map((featureCode) => ({ stationId, featureCode }))))
    .onConflictDoNothing()
}
