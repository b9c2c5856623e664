import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type X509Certificate, type KeyObject } from "node:crypto"
import { eq } from "drizzle-orm"
import type { Db } from "../db/client"
import { settings } from "../db/schema"

// A few DER writers: enough to issue the simulator's X.509 certificates (no dependency needed).
const len = (n: number): Buffer => {
  if (n < 0x80) return Buffer.from([n])
  const bytes: number[] = []
  for (let v = n; v > 0; v >>= 8) bytes.unshift(v & 0xff)
  return Buffer.from([0x80 | bytes.length, ...bytes])
}
const tlv = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content)
  return Buffer.concat([Buffer.from([tag]), len(body.length), body])
}
const seq = (...c: Buffer[]) => tlv(0x30, ...c)
const set = (...c: Buffer[]) => tlv(0x31, ...c)
const int = (value: Buffer) => tlv(0x02, value[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), value]) : value)
const utf8 = (s: string) => tlv(0x0c, Buffer.from(s, "utf8"))
const printable = (s: string) => tlv(0x13, Buffer.from(s, "ascii"))
const utcTime = (d: Date) => tlv(0x17, Buffer.from(`${d.toISOString().replace(/[-:T]/g, "").slice(2, 14)}Z`, "ascii"))

const OID = {
  country: Buffer.from("0603550406", "hex"),
  organization: Buffer.from("060355040a", "hex"),
  commonName: Buffer.from("0603550403", "hex"),
  surname: Buffer.from("0603550404", "hex"),
  givenName: Buffer.from("060355042a", "hex"),
  serialNumber: Buffer.from("0603550405", "hex"),
  sha256WithRsa: Buffer.from("06092a864886f70d01010b", "hex"),
}
const NULL = Buffer.from("0500", "hex")
const rdn = (oid: Buffer, value: Buffer) => set(seq(oid, value))

export interface CertificateSubject {
  /** Full name; given name and surname are split at the last space. */
  readonly name: string
  readonly personalCode: string
}

const ISSUER = seq(
  rdn(OID.country, printable("EE")),
  rdn(OID.organization, utf8("Iseteenindus demo")),
  rdn(OID.commonName, utf8("Iseteenindus demo signing CA (simulator, not trusted)")),
)

/**
 * An X.509 v3 certificate in the shape of an Estonian eID signing certificate (CN "SURNAME,GIVEN,CODE",
 * serialNumber "PNOEE-CODE"), issued by the simulator's own CA key. For demo mode only.
 */
export function issueCertificate(subject: CertificateSubject, key: KeyObject): Buffer {
  const at = subject.name.lastIndexOf(" ")
  const given = at > 0 ? subject.name.slice(0, at) : subject.name
  const surname = at > 0 ? subject.name.slice(at + 1) : subject.name
  const name = seq(
    rdn(OID.country, printable("EE")),
    rdn(OID.commonName, utf8(`${surname.toUpperCase()},${given.toUpperCase()},${subject.personalCode}`)),
    rdn(OID.surname, utf8(surname.toUpperCase())),
    rdn(OID.givenName, utf8(given.toUpperCase())),
    rdn(OID.serialNumber, printable(`PNOEE-${subject.personalCode}`)),
  )
  const serial = createHash("sha256").update(`${subject.personalCode}|${subject.name}`).digest().subarray(0, 16)
  serial[0] = serial[0]! & 0x7f
  const algorithm = seq(OID.sha256WithRsa, NULL)
  const spki = createPublicKey(key).export({ type: "spki", format: "der" })
  const tbs = seq(
    tlv(0xa0, int(Buffer.from([2]))),
    int(serial),
    algorithm,
    ISSUER,
    seq(utcTime(new Date("2025-01-01T00:00:00Z")), utcTime(new Date("2035-01-01T00:00:00Z"))),
    name,
    spki,
  )
  const signature = sign("sha256", tbs, key)
  return seq(tbs, algorithm, tlv(0x03, Buffer.from([0]), signature))
}

const KEY_SETTING = "simulated_signing_key"

/** The simulator's RSA key, made once and kept in settings so every server process signs alike. */
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
