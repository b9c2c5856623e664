import { createPrivateKey, generateKeyPairSync, type KeyObject, type X509Certificate } from "node:crypto"
import { eq } from "drizzle-orm"
import type { Db } from "../db/client"
import { settings } from "../db/schema"

const KEY_SETTING = "simulated_signing_key"

/** The simulated cards' RSA key (their certificates come from the demo CA, simulators/demoCa.ts), made once and kept in settings so every server process signs alike. */
export async function simulatorKey(db: Db): Promise<KeyObject> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY_SETTING))
  if (row) return createPrivateKey(row.value)
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString()
  await db.insert(settings).values({ key: KEY_SETTING, value: pem }).onConflictDoNothing()
  // Another process may have won the race: use what is stored.
  const [stored] = await db.select().from(settings).where(eq(settings.key, KEY_SETTING))
  return createPrivateKey(stored!.value)
}

/** The holder of a certificate: name from GN/SN (else CN) and the personal code from serialNumber. */
export function certificateHolder(cert: X509Certificate): { name: string; personalCode: string | null } {
  const fields = new Map<string, string>()
  for (const line of cert.subject.split("\n")) {
    const i = line.indexOf("=")
    if (i > 0) fields.set(line.slice(0, i), line.slice(i + 1))
  }
  const title = (s: string) => s.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase())
  const serial = fields.get("serialNumber") ?? ""
  const code = /^PNO[A-Z]{2}-(\d+)$/.exec(serial)?.[1] ?? (/^\d{11}$/.test(serial) ? serial : null)
  const given = fields.get("GN")
  const surname = fields.get("SN")
  const name =
    given && surname ? `${title(given)} ${title(surname)}` : title(fields.get("CN")?.split(",").slice(0, 2).reverse().join(" ") ?? "")
  return { name, personalCode: code }
}
