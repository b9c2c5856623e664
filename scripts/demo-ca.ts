/**
 * Makes the demo's ID-card CA: a self-signed RSA CA certificate and its key, written to
 * src/server/simulators/demoCaPem/. The simulated cards' certificates chain to it and the simulated OCSP
 * responder signs for it; the server trusts it only in demo mode. Run once:
 *   node --import tsx scripts/demo-ca.ts
 */
import "reflect-metadata"
import { webcrypto } from "node:crypto"
import { writeFileSync } from "node:fs"
import * as x509 from "@peculiar/x509"

const algorithm = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256", publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 }
const keys = (await webcrypto.subtle.generateKey(algorithm, true, ["sign", "verify"])) as CryptoKeyPair
const ca = await x509.X509CertificateGenerator.createSelfSigned({
  serialNumber: "01",
  name: "C=EE, O=Iseteenindus demo, CN=Iseteenindus demo ESTEID CA (demo only)",
  notBefore: new Date("2025-01-01T00:00:00Z"),
  notAfter: new Date("2045-01-01T00:00:00Z"),
  keys,
  signingAlgorithm: algorithm,
  extensions: [
    new x509.BasicConstraintsExtension(true, 0, true),
    new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
  ],
})
const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey("pkcs8", keys.privateKey))
const dir = new URL("../src/server/simulators/demoCaPem/", import.meta.url)
writeFileSync(new URL("ca.crt.pem", dir), `${ca.toString("pem")}\n`)
writeFileSync(new URL("ca.key.pem", dir), x509.PemConverter.encode(pkcs8, "PRIVATE KEY") + "\n")
console.log(`demo CA written: ${ca.subject}`)
