import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { and, eq, gte } from "drizzle-orm"
import { tallinnDay } from "../../../core/rules/vat"
import { BudgetProgress, SpendingBreakdown } from "../../../core/schemas/spending"
import { customers } from "../../db/schema"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"
import { mailOutbox } from "../cards/cards.tables"
import { settableClock } from "../../clock"
import { alertsOf } from "./spending.budgets"
import { budgetAlertQueue, checkAllBudgets } from "./spending.budgetJob"
import { chargingSessions, spendingBudgetAlerts, spendingBudgets } from "./spending.tables"

let server: TestServer
let mari: { token: string }
const naidis = demoIds.customers.naidisLogistika
const today = tallinnDay(new Date())
const month = today.slice(0, 7)
const recipient = "arved@naidislogistika.ee"
const path = `/v1/spending/${naidis}/budgets`

beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  // The month's charging is only what the tests add (without VAT in it, so the company's figure is the cost).
  await server.db
    .delete(chargingSessions)
    .where(and(eq(chargingSessions.customerId, naidis), gte(chargingSessions.sessionDate, `${month}-01`)))
})
afterAll(() => server?.close())

const charge = (cost: number) =>
  server.db.insert(chargingSessions).values({
    customerId: naidis,
    siteName: "Sadama 1 parkla A",
    connector: "AC-1",
    startedAt: new Date(),
    endedAt: new Date(),
    sessionDate: today,
    kwh: 1,
    pricePerKwh: cost,
    cost,
    vatAmount: 0,
  })

const put = (body: unknown) => call(server.app, "PUT", path, { token: mari.token, body })
const progress = async () => {
  const res = await call(server.app, "GET", path, { token: mari.token })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(BudgetProgress)(res.json)
}
const mails = () => server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id)

describe("budget alerts", () => {
  it("sends nothing at 79.99 %, one mail at 80 %, one at 100 %, and none again in the month", async () => {
    await charge(79.99)
    const set = await put({ locale: "en", budgets: [{ kind: "CATEGORY", key: "CHARGING", amount: 100 }] })
    expect(set.status, JSON.stringify(set.json)).toBe(200)
    expect((set.json as BudgetProgress).items).toEqual([
      { kind: "CATEGORY", key: "CHARGING", label: null, amount: 100, spent: 79.99, percent: 80 },
    ])
    expect(await mails()).toHaveLength(0)
    expect(await alertsOf(server.db, naidis, month)).toHaveLength(0)

    await charge(0.01)
    expect((await progress()).items[0]!.spent).toBe(80)
    const [at80] = await mails()
    expect(at80!.subject).toMatch(/^80 % of the budget used: charging, /)
    expect(at80!.body).toContain("€80.00 of €100.00 (without VAT)")
    expect(at80!.userId).toBe(demoIds.users.mari)
    await progress()
    expect(await mails()).toHaveLength(1)

    await charge(19.99)
    await progress()
    expect(await mails()).toHaveLength(1)
    await charge(0.01)
    await progress()
    const sent = await mails()
    expect(sent).toHaveLength(2)
    expect(sent[1]!.subject).toMatch(/^Budget reached: charging, /)
    await progress()
    await put({ locale: "en", budgets: [{ kind: "CATEGORY", key: "CHARGING", amount: 100 }] })
    expect(await mails()).toHaveLength(2)
    expect((await alertsOf(server.db, naidis, month)).map((a) => a.threshold)).toEqual([80, 100])
  })

  it("writes in the language the budgets were saved in and counts a card's lines", async () => {
    const cards = await call(server.app, "GET", `/v1/spending/${naidis}/card-purchases?month=${month}&by=CARD`, { token: mari.token })
    const top = Schema.decodeUnknownSync(SpendingBreakdown)(cards.json).items[0]!
    const before = (await mails()).length
    const res = await put({ locale: "et", budgets: [{ kind: "CARD", key: top.key, amount: top.amount }] })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const [item] = (res.json as BudgetProgress).items
    expect(item).toMatchObject({ kind: "CARD", key: top.key, spent: top.amount, percent: 100 })
    const sent = (await mails()).slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toMatch(new RegExp(`^Eelarve täis: kaart ${top.key}`))
  })
})

describe("setting budgets", () => {
  it("refuses bad budgets with the field named and keeps the old ones", async () => {
    const before = await server.db.select().from(spendingBudgets).where(eq(spendingBudgets.customerId, naidis))
    const bad: Array<[unknown, string]> = [
      [
        {
          locale: "et",
          budgets: [
            { kind: "CATEGORY", key: "FUEL", amount: 10 },
            { kind: "CATEGORY", key: "FUEL", amount: 20 },
          ],
        },
        "budgets.1.key",
      ],
      [{ locale: "et", budgets: [{ kind: "CARD", key: "NO-SUCH-CARD", amount: 10 }] }, "budgets.0.key"],
      [{ locale: "et", budgets: [{ kind: "CATEGORY", key: "WATER", amount: 10 }] }, "budgets.0.key"],
      [{ locale: "et", budgets: [{ kind: "CATEGORY", key: "FUEL", amount: 0 }] }, "budgets.0.amount"],
      [{ locale: "et", budgets: [{ kind: "CATEGORY", key: "FUEL", amount: 1.234 }] }, "budgets.0.amount"],
      [{ locale: "fi", budgets: [] }, "locale"],
    ]
    for (const [body, field] of bad) {
      const res = await put(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((res.json as { field: string }).field).toBe(field)
    }
    expect(await server.db.select().from(spendingBudgets).where(eq(spendingBudgets.customerId, naidis))).toEqual(before)
  })

  it("answers no budgets for a customer without any", async () => {
    const res = await call(server.app, "GET", `/v1/spending/${demoIds.customers.kyTamme5}/budgets`, { token: mari.token })
    expect(res.status).toBe(200)
    expect((res.json as BudgetProgress).items).toEqual([])
  })
})

/** This month's charging sessions, alerts and budgets of Näidis gone; one charging budget of `amount`, saved in `locale`. */
async function onlyChargingBudget(amount: number, locale: "et" | "en" | "ru") {
  await server.db
    .delete(chargingSessions)
    .where(and(eq(chargingSessions.customerId, naidis), gte(chargingSessions.sessionDate, `${month}-01`)))
  await server.db.delete(spendingBudgetAlerts).where(eq(spendingBudgetAlerts.customerId, naidis))
  await server.db.delete(spendingBudgets).where(eq(spendingBudgets.customerId, naidis))
  await server.db
    .insert(spendingBudgets)
    .values({ customerId: naidis, kind: "CATEGORY", key: "CHARGING", amount, locale, setByUserId: demoIds.users.mari })
}

describe("the periodic check (the job runner's budget-alerts queue)", () => {
  it("mails what spend reaches without anyone saving or reading the budgets: none at 79.99 %, one at 80 %, one at 100 %, once each", async () => {
    await onlyChargingBudget(100, "en")
    const clock = settableClock(new Date())
    const queue = budgetAlertQueue(server.db, clock, { everyMs: 60_000 })
    /** One poll of the runner at `seconds` after the start: whether a check ran. */
    const start = clock.now().getTime()
    const poll = async (seconds: number) => {
      clock.set(new Date(start + seconds * 1000))
      const job = await queue.claim("test")
      await job?.run(new AbortController().signal)
      return job !== undefined
    }
    const before = (await mails()).length
    const newMails = async () => (await mails()).slice(before)

    await charge(79.99)
    expect(await poll(0)).toBe(true)
    expect(await newMails()).toHaveLength(0)
    await charge(0.01)
    // Within the interval no check runs; at its end one does.
    expect(await poll(59)).toBe(false)
    expect(await newMails()).toHaveLength(0)
    expect(await poll(60)).toBe(true)
    expect((await newMails()).map((m) => m.subject)).toEqual([expect.stringMatching(/^80 % of the budget used: charging, /)])
    expect(await poll(120)).toBe(true)
    expect(await newMails()).toHaveLength(1)
    await charge(19.99)
    expect(await poll(180)).toBe(true)
    expect(await newMails()).toHaveLength(1)
    await charge(0.01)
    expect(await poll(240)).toBe(true)
    expect(await poll(300)).toBe(true)
    const sent = await newMails()
    expect(sent.map((m) => m.subject)).toEqual([expect.stringMatching(/^80 % /), expect.stringMatching(/^Budget reached: charging, /)])
    expect(sent[1]!.link).toMatch(/\/kulud$/)
    expect((await alertsOf(server.db, naidis, month)).map((a) => a.threshold)).toEqual([80, 100])
  })
})

describe("the alert in the customer's communication language (chosen on /profiil)", () => {
  const months = {
    et: ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli", "august", "september", "oktoober", "november", "detsember"],
    en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    ru: ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"],
  }
  const year = month.slice(0, 4)
  const monthOf = (language: keyof typeof months) => months[language][Number(month.slice(5, 7)) - 1]!
  // Each language's mail, with the budgets saved in another language (which the customer's setting overrides).
  const cases = [
    {
      language: "et",
      savedIn: "ru",
      subject: `Eelarvest on kasutatud 80 %: laadimine, ${monthOf("et")} ${year}`,
      figures: "kasutatud 80,0 %: 1600,00 € / 2000,00 € (käibemaksuta)",
    },
    {
      language: "en",
      savedIn: "et",
      subject: `80 % of the budget used: charging, ${monthOf("en")} ${year}`,
      figures: `80.0 % of the ${monthOf("en")} ${year} budget (charging) is used: €1,600.00 of €2,000.00 (without VAT)`,
    },
    {
      language: "ru",
      savedIn: "en",
      subject: `Использовано 80 % бюджета: зарядка, ${monthOf("ru")} ${year} г.`,
      figures: "использовано 80,0 %: 1 600,00 € из 2 000,00 € (без НДС)",
    },
  ] as const

  for (const c of cases) {
    it(`writes the 80 % mail in ${c.language}, the figures and month formatted in it`, async () => {
      await onlyChargingBudget(2000, c.savedIn)
      const chosen = await call(server.app, "PATCH", `/v1/customer-contact-persons/${naidis}/contact/${demoIds.contacts.mariNaidis}`, {
        token: mari.token,
        body: { email: recipient, phone: "5551234", eInvoice: false, communicationLanguage: c.language },
      })
      expect(chosen.status, JSON.stringify(chosen.json)).toBeLessThan(300)
      const before = (await mails()).length
      await charge(1600)
      expect(await checkAllBudgets(server.db, new Date(), "https://portal.example")).toBe(1)
      const [mail] = (await mails()).slice(before)
      const plain = (text: string) => text.replace(/\u00a0/g, " ")
      expect(plain(mail!.subject)).toBe(c.subject)
      expect(plain(mail!.body)).toContain(c.figures)
    })
  }

  it("without a chosen language keeps the language the budgets were saved in", async () => {
    await server.db.update(customers).set({ communicationLanguage: null }).where(eq(customers.id, naidis))
    await server.db.delete(spendingBudgetAlerts).where(eq(spendingBudgetAlerts.customerId, naidis))
    await server.db.update(spendingBudgets).set({ locale: "en" }).where(eq(spendingBudgets.customerId, naidis))
    const before = (await mails()).length
    expect(await checkAllBudgets(server.db, new Date(), "https://portal.example")).toBe(1)
    expect((await mails()).slice(before)[0]!.subject).toMatch(/^80 % of the budget used: charging, /)
  })
})
