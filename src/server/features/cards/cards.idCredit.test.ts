import { describe, expect, it, vi } from "vitest"
import * as Schema from "effect/Schema"
import { eq, sql } from "drizzle-orm"
import { ID_CREDIT_LINK_VALID_MS } from "../../../core/rules/cards"
import { OutboxMail } from "../../../core/schemas/cards"
import { users } from "../../db/schema"
import { idCreditApplications, idCreditConfirmations } from "./cards.tables"
import { demoIds, seed } from "../../db/seed"
import { DEMO_EXPIRED_ID_CREDIT_TOKEN, idCreditApplicants } from "./cards.seed"
import { verifyPin } from "./cards.service"
import { call } from "../../db/testDb"
import { c, company, expectRefusedWithoutWrites, jaan, k, mari, post, server, useCardsServer, written } from "./cards.fixtures"

useCardsServer()

describe("ID credit application and its e-mail confirmation", () => {
  const application = {
    email: "mari.maasikas@example.ee",
    phone: "+37251234567",
    pinCode: "8642",
    address: "Tamme tn 5-12",
    city: "Tartu",
    county: "Tartu maakond",
    zip: "50409",
    includeRfidCard: true,
  }
  const apply = (customerId: number = c.mariPrivate, token = mari.token) =>
    post(`/id-credit-applications/${customerId}`, application, token)
  const outbox = async (token = mari.token) => {
    const res = await call(server.app, "GET", "/v1/demo/outbox", { token })
    expect(res.status).toBe(200)
    return Schema.decodeUnknownSync(Schema.Array(OutboxMail))(res.json)
  }
  const confirm = (token: string) => call(server.app, "POST", `/v1/id-credit-applications/confirm/${token}`)
  const tokenOf = (link: string | null | undefined) => link!.split("/confirm-id-credit/")[1]!
  const canRequest = async () =>
    (await server.db.select({ can: users.canRequestIdCredit }).from(users).where(eq(users.id, demoIds.users.mari)))[0]!.can
  const allowAgain = () => server.db.update(users).set({ canRequestIdCredit: true }).where(eq(users.id, demoIds.users.mari))

  it("is refused for a user without canRequestIdCredit, for a company and with a bad field, writing nothing", async () => {
    await expectRefusedWithoutWrites(() => apply(c.jaanPrivate, jaan.token), { status: 409, code: "NOT_ELIGIBLE_FOR_ID_CREDIT" })
    await expectRefusedWithoutWrites(() => apply(company), { status: 409, code: "NOT_ELIGIBLE_FOR_ID_CREDIT" })
    await expectRefusedWithoutWrites(() => apply(c.kyTamme5), { status: 409, code: "NOT_ELIGIBLE_FOR_ID_CREDIT" })
    for (const [key, value] of [
      ["pinCode", "12345"],
      ["pinCode", "123"],
      ["email", "mari"],
      ["zip", "5040"],
    ] as const) {
      const res = await expectRefusedWithoutWrites(
        () => post(`/id-credit-applications/${c.mariPrivate}`, { ...application, [key]: value }),
        { status: 400, code: "VALIDATION", field: key },
      )
      expect(JSON.stringify(res.json)).not.toContain(value)
    }
    for (const pinCode of ["0000", "1234", "4321", "1212"]) {
      const res = await expectRefusedWithoutWrites(() => post(`/id-credit-applications/${c.mariPrivate}`, { ...application, pinCode }), {
        status: 400,
        code: "PIN_TOO_SIMPLE",
        field: "pinCode",
      })
      expect(JSON.stringify(res.json)).not.toContain(pinCode)
    }
  })

  it("an application mails a one-time link; the PIN is kept only hashed; the user may not apply twice", async () => {
    const res = await apply()
    expect(res.status, JSON.stringify(res.json)).toBe(204)
    const [mail] = await outbox()
    expect(mail!.recipient).toBe(application.email)
    expect(mail!.link).toMatch(/\/confirm-id-credit\/[A-Za-z0-9_-]{43}$/)
    expect(mail!.body).toContain(mail!.link)
    expect(mail!.body).not.toContain(application.pinCode)
    const [row] = await server.db.select().from(idCreditApplications).where(eq(idCreditApplications.userId, demoIds.users.mari))
    expect(row!.pinHash).not.toContain(application.pinCode)
    expect(await verifyPin(application.pinCode, row!.pinHash)).toBe(true)
    expect([row!.status, row!.contactId, row!.customerId]).toEqual(["EMAIL_PENDING", k.mariPrivate, c.mariPrivate])
    expect(await canRequest()).toBe(false)
    await expectRefusedWithoutWrites(() => apply(), { status: 409, code: "NOT_ELIGIBLE_FOR_ID_CREDIT" })
    // Jaan's outbox does not show Mari's mail.
    expect(await outbox(jaan.token)).toEqual([])

    const token = tokenOf(mail!.link)
    expect((await confirm(token)).json).toEqual({ success: true })
    const [confirmed] = await server.db.select().from(idCreditApplications).where(eq(idCreditApplications.id, row!.id))
    expect(confirmed!.status).toBe("EMAIL_CONFIRMED")
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date)
    expect((await confirm(token)).json).toEqual({ success: false, message: "ALREADY_CONFIRMED" })
    expect((await confirm("x".repeat(43))).json).toEqual({ success: false, message: "INVALID_LINK" })
    expect((await confirm("short")).json).toEqual({ success: false, message: "INVALID_LINK" })
  })

  it("a link works for 14 days; at 14 days and 1 s it answers EMAIL_EXPIRED and the user may apply again", async () => {
    await allowAgain()
    const latestLink = async () => {
      const token = tokenOf((await outbox())[0]!.link)
      const [row] = await server.db.select().from(idCreditConfirmations).orderBy(sql`${idCreditConfirmations.createdAt} desc`).limit(1)
      return { token, createdAt: row!.createdAt.getTime(), applicationId: row!.applicationId }
    }
    expect((await apply()).status).toBe(204)
    const late = await latestLink()
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(late.createdAt + ID_CREDIT_LINK_VALID_MS + 1000)
    expect((await confirm(late.token)).json).toEqual({ success: false, message: "EMAIL_EXPIRED" })
    expect((await confirm(late.token)).json).toEqual({ success: false, message: "EMAIL_EXPIRED" })
    vi.useRealTimers()
    const [closed] = await server.db.select().from(idCreditApplications).where(eq(idCreditApplications.id, late.applicationId))
    expect(closed!.status).toBe("EMAIL_EXPIRED")
    // "A new request is needed": the user may apply again, and that link still works at exactly 14 days.
    expect(await canRequest()).toBe(true)
    expect((await apply()).status).toBe(204)
    const onTime = await latestLink()
    expect(onTime.applicationId).not.toBe(late.applicationId)
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(onTime.createdAt + ID_CREDIT_LINK_VALID_MS)
    expect((await confirm(onTime.token)).json).toEqual({ success: true })
  })

  it("the seeded expired link answers EMAIL_EXPIRED every time and reopens nothing; seeding again changes nothing", async () => {
    const peeter = idCreditApplicants.peeter
    const flag = async () => (await server.db.select().from(users).where(eq(users.id, peeter.id)))[0]!.canRequestIdCredit
    expect(await flag()).toBe(true)
    await server.db.update(users).set({ canRequestIdCredit: false }).where(eq(users.id, peeter.id))
    for (let i = 0; i < 2; i++) {
      expect((await confirm(DEMO_EXPIRED_ID_CREDIT_TOKEN)).json).toEqual({ success: false, message: "EMAIL_EXPIRED" })
    }
    // Its application was closed when seeded: the link gives the user nothing back.
    expect(await flag()).toBe(false)
    await server.db.update(users).set({ canRequestIdCredit: true }).where(eq(users.id, peeter.id))
    const before = await written()
    await seed(server.db)
    expect(await written()).toEqual(before)
  })

  it("the outbox answers 404 when DEMO_MODE is off", async () => {
    vi.stubEnv("DEMO_MODE", "off")
    try {
      const res = await call(server.app, "GET", "/v1/demo/outbox", { token: mari.token })
      expect(res.status).toBe(404)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
