import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { createTokens, type SigningKey, signingKeysFromEnv } from "../../../src/server/auth/tokens"
import { checkConfig, variables } from "../../../src/server/config"
import { configTable, envExample } from "../../../src/server/configDocs"

const demo = { production: false }
const production = { production: true }
const KEY_A = `a:${Buffer.alloc(32, 1).toString("base64url")}`
const KEY_B = `b:${Buffer.alloc(32, 2).toString("base64url")}`
const productionEnv = () => ({
  DATABASE_URL: "postgres://app@db:5432/portal",
  PUBLIC_ORIGIN: "https://portal.example.ee",
  JWT_SIGNING_KEYS: KEY_A,
  EID_TRUST_ANCHORS: "/etc/ise/esteid.pem",
  SMART_ID_BASE_URL: "https://rp-api.smart-id.com",
  SMART_ID_RP_UUID: "de305d54-75b4-431b-adb2-eb6b9e546014",
  SMART_ID_RP_NAME: "Portal",
  MOBILE_ID_BASE_URL: "https://mid.sk.ee/mid-api",
  MOBILE_ID_RP_UUID: "de305d54-75b4-431b-adb2-eb6b9e546014",
  MOBILE_ID_RP_NAME: "Portal",
})

describe("the configuration's table, .env.example and docs/operations.md agree", () => {
  it(".env.example is the table's", () => {
    expect(readFileSync(".env.example", "utf8")).toBe(envExample())
  })
  it("docs/operations.md carries the table's rows", () => {
    expect(readFileSync("docs/operations.md", "utf8")).toContain(configTable())
  })
  it("every process.env variable the server's code reads is in the table", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) return files(path)
        return /\.ts$/.test(name) && !/\.test\.ts$|testDb\.ts$/.test(name) ? [path] : []
      })
    const read = new Set<string>()
    for (const file of files("src/server")) {
      for (const m of readFileSync(file, "utf8").matchAll(/(?:process\.)?env\.([A-Z][A-Z0-9_]+)/g)) read.add(m[1]!)
    }
    const known = new Set(variables.map((v) => v.name))
    expect([...read].filter((name) => !known.has(name)).sort()).toEqual([])
  })
})

describe("checkConfig", () => {
  it("takes the demo's empty environment and a complete production one", () => {
    expect(checkConfig({}, demo)).toEqual([])
    expect(checkConfig(productionEnv(), production)).toEqual([])
  })

  it("PORT at its bounds: 1 and 65535 taken, 0, 65536 and words refused with what it accepts", () => {
    expect(checkConfig({ PORT: "1" }, demo)).toEqual([])
    expect(checkConfig({ PORT: "65535" }, demo)).toEqual([])
    expect(checkConfig({ PORT: "0" }, demo)).toEqual(["PORT=0 is refused: it accepts a port number 1–65535"])
    expect(checkConfig({ PORT: "65536" }, demo)).toHaveLength(1)
    expect(checkConfig({ PORT: "eighty" }, demo)).toHaveLength(1)
    expect(checkConfig({ PORT: "80.5" }, demo)).toHaveLength(1)
  })

  it("refuses values outside a variable's words, and names each problem once", () => {
    expect(checkConfig({ LOG_LEVEL: "verbose", DEMO_MODE: "of", WEB_CONCURRENCY: "auto" }, demo)).toEqual([
      "LOG_LEVEL=verbose is refused: it accepts fatal, error, warn, info, debug, trace, silent",
      "DEMO_MODE=of is refused: it accepts on or off",
    ])
    expect(checkConfig({ PUBLIC_ORIGIN: "https://portal.example.ee/" }, demo)).toHaveLength(1)
    expect(checkConfig({ EMBED_ORIGINS: "https://a.example, http://b.example:8080" }, demo)).toEqual([])
    expect(checkConfig({ EMBED_ORIGINS: "https://a.example,/b" }, demo)).toHaveLength(1)
  })

  it("an unknown variable of ours is a typo, with the nearest name; somebody else's is none of its business", () => {
    expect(checkConfig({ DEMO_MOD: "off" }, demo)).toEqual([
      "DEMO_MOD is not a variable of this server (did you mean DEMO_MODE?); see .env.example",
    ])
    expect(checkConfig({ HOME: "/root", PATH: "/usr/bin", VITEST: "true" }, demo)).toEqual([])
  })

  it("never repeats a secret's value", () => {
    const [problem] = checkConfig({ JWT_SIGNING_KEYS: "a:short-secret" }, demo)
    expect(problem).toContain("JWT_SIGNING_KEYS=(hidden) is refused")
    expect(problem).not.toContain("short-secret")
  })

  it("a production start names every variable it needs", () => {
    expect(checkConfig({}, production)).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN is required by the production start/),
      expect.stringMatching(/^DATABASE_URL is required by the production start/),
      expect.stringMatching(/^JWT_SIGNING_KEYS is required by the production start/),
      expect.stringMatching(/^EID_TRUST_ANCHORS is required by the production start/),
      expect.stringMatching(/^SMART_ID_BASE_URL is required by the production start/),
      expect.stringMatching(/^SMART_ID_RP_UUID is required by the production start/),
      expect.stringMatching(/^SMART_ID_RP_NAME is required by the production start/),
      expect.stringMatching(/^MOBILE_ID_BASE_URL is required by the production start/),
      expect.stringMatching(/^MOBILE_ID_RP_UUID is required by the production start/),
      expect.stringMatching(/^MOBILE_ID_RP_NAME is required by the production start/),
    ])
    const { JWT_SIGNING_KEYS: _, ...withoutKeys } = productionEnv()
    expect(checkConfig(withoutKeys, production)).toEqual([expect.stringMatching(/^JWT_SIGNING_KEYS is required/)])
  })

  it("a secret may come from <NAME>_FILE, not from both", () => {
    const dir = mkdtempSync(join(tmpdir(), "ise-config-"))
    writeFileSync(join(dir, "jwt"), `${KEY_A}\n`)
    const env: NodeJS.ProcessEnv = { ...productionEnv(), JWT_SIGNING_KEYS: undefined, JWT_SIGNING_KEYS_FILE: join(dir, "jwt") }
    delete env.JWT_SIGNING_KEYS
    expect(checkConfig(env, production)).toEqual([])
    expect(env.JWT_SIGNING_KEYS).toBe(KEY_A)
    expect(checkConfig({ JWT_SIGNING_KEYS: KEY_A, JWT_SIGNING_KEYS_FILE: join(dir, "jwt") }, demo)).toEqual([
      "JWT_SIGNING_KEYS and JWT_SIGNING_KEYS_FILE are both set: give one",
    ])
    expect(checkConfig({ METRICS_TOKEN_FILE: join(dir, "none") }, demo)).toEqual([
      expect.stringMatching(/^METRICS_TOKEN_FILE=.*cannot be read \(ENOENT\)/),
    ])
    // Only secrets have a _FILE form.
    expect(checkConfig({ DEMO_MODE_FILE: join(dir, "jwt") }, demo)).toHaveLength(1)
  })
})

describe("JWT signing keys from configuration", () => {
  const db = undefined as never // configured keys never touch the database
  const payload = { sub: "48001010005", userId: 1, referred_customer_id: 1, sid: "s" } as never
  const keys = (setting: string): ReadonlyArray<SigningKey> => signingKeysFromEnv(setting)

  it("the first key signs and names itself; every listed key verifies; a dropped or unknown key does not", async () => {
    const oldToken = await createTokens(db, keys(KEY_A)).sign(payload)
    expect(JSON.parse(Buffer.from(oldToken.split(".")[0]!, "base64url").toString()).kid).toBe("a")
    // Rotating: b signs now, a is still listed and verifies the tokens it signed.
    const rotating = createTokens(db, keys(`${KEY_B},${KEY_A}`))
    expect(await rotating.verify(oldToken)).toBeDefined()
    const newToken = await rotating.sign(payload)
    expect(JSON.parse(Buffer.from(newToken.split(".")[0]!, "base64url").toString()).kid).toBe("b")
    // a dropped: its tokens are refused.
    expect(await createTokens(db, keys(KEY_B)).verify(oldToken)).toBeUndefined()
    expect(await createTokens(db, keys(KEY_B)).verify(newToken)).toBeDefined()
    // Same secret under another kid: refused (the kid picks the key).
    expect(await createTokens(db, keys(`c:${KEY_A.slice(2)}`)).verify(oldToken)).toBeUndefined()
  })
})
