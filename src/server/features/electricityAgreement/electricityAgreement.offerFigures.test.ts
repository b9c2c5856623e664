import { describe, expect, it } from "vitest"
import { chargingPricingOf } from "../../../core/rules/charging"
import { toEstonianDate } from "../../../core/rules/dateRanges"
import { displayPrice, offerFigures, wholeMonthsBetween, type ContractPeriod } from "../../../core/rules/electricityAgreement"
import { chargingTesters } from "../charging/charging.seed"
import { pdfText } from "../../../../tests/pdfText"
import { call, signInAs } from "../../db/testDb"
import { c, clock, get, mari, server, withElectricityServer } from "./electricityAgreement.testServer"

// One offer, one set of figures: what the card, the terms and the confirm step read (the listed offer
// through offerFigures) is what the offer's PDF says, for every demo offer of electricity and charging.
withElectricityServer()

const cents = (v: number, business: boolean, day: string) =>
  displayPrice(v, business, day).toLocaleString("et-EE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

const periodEt = (p: ContractPeriod) =>
  p.kind === "until" ? `kuni ${toEstonianDate(p.endDate)}` : p.kind === "months" ? `${p.months} kuud` : "tähtajatu"

const pdfOf = async (path: string, token: string) => {
  const res = await server.app.request(`/v1${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(200)
  return pdfText(await res.arrayBuffer())
}

describe("an electricity offer's figures are the same on its card, terms, confirm step and PDF", () => {
  const customers = [
    { id: c.naidisLogistika, business: true },
    // An apartment association sees prices with VAT, as a person does (isCompanyCustomer).
    { id: c.kyTamme5, business: false },
    { id: c.mariPrivate, business: false },
  ]
  it("every pending demo offer: base price, marginal, monthly fee, period and end date", async () => {
    const day = clock.now().toISOString().slice(0, 10)
    let offers = 0
    for (const customer of customers) {
      const listed = (await get(`/electricity/agreements/${customer.id}`)).json as any[]
      for (const offer of listed.filter((a) => a.status === "PENDING")) {
        offers++
        const figures = offerFigures(offer)!
        // A client sending another package id (the wizard's old query) changes nothing in the offer's PDF.
        const text = await pdfOf(
          `/electricity/agreements/${customer.id}/preview?contractNumber=${offer.contractNumber}&consumptionPackageId=3`,
          mari.token,
        )
        expect(text).toContain(offer.contractNumber)
        expect(text).toContain(`Tarbimispakett: ${offer.consumptionPackage.nameEt}`)
        if (figures.basePrice != null) expect(text).toContain(`Baashind: ${cents(figures.basePrice, customer.business, day)} senti/kWh`)
        if (figures.marginal != null) expect(text).toContain(`Marginaal: ${cents(figures.marginal, customer.business, day)} senti/kWh`)
        if (figures.monthlyFee != null) expect(text).toContain(`Kuutasu: ${cents(figures.monthlyFee, customer.business, day)} €`)
        expect(text).toContain(`Lepingu periood: ${periodEt(figures.period)}`)
        if (figures.endDate) expect(text).toContain(`Lõpp: ${toEstonianDate(figures.endDate)}`)
        // A period in months agrees with the offer's planned dates.
        if (offer.contractPeriod && offer.startDate && offer.endDate)
          expect(wholeMonthsBetween(offer.startDate, offer.endDate)).toBe(offer.contractPeriod)
      }
    }
    expect(offers).toBeGreaterThanOrEqual(5)
  })
  it("EL-2025-310 reads 11,90 s/kWh, 2,49 € a month, until 31.12.2026 everywhere (the figures of issue 29)", async () => {
    const listed = (await get(`/electricity/agreements/${c.naidisLogistika}`)).json as any[]
    const offer = listed.find((a) => a.contractNumber === "EL-2025-310")
    expect(offerFigures(offer)).toEqual({
      basePrice: 11.9,
      marginal: 0.6,
      monthlyFee: 2.49,
      period: { kind: "until", endDate: "2026-12-31" },
      endDate: "2026-12-31",
    })
    const text = await pdfOf(`/electricity/agreements/${c.naidisLogistika}/preview?contractNumber=EL-2025-310`, mari.token)
    for (const fact of ["Baashind: 11,90 senti/kWh", "Kuutasu: 2,49 €", "Lepingu periood: kuni 31.12.2026", "Lõpp: 31.12.2026"])
      expect(text).toContain(fact)
    expect(text).not.toMatch(/Dünaamiline|Tähtajatu|2,99/)
  })
})

describe("a charging offer's figures are the same on its page and PDF", () => {
  it("every demo charging offer: each pricing line, the advance, the period and the end date", async () => {
    const laura = await signInAs(server.app, chargingTesters.user.personalCode)
    const owners = [
      { token: mari.token, ids: [c.naidisLogistika] },
      { token: laura.token, ids: [...chargingTesters.customers] },
    ]
    let offers = 0
    for (const owner of owners)
      for (const id of owner.ids) {
        const listed = (await call(server.app, "GET", `/v1/charging/agreements/${id}`, { token: owner.token })).json as any[]
        for (const offer of (listed ?? []).filter((a) => a.status === "PENDING")) {
          offers++
          const text = await pdfOf(`/charging/agreements/${id}/${offer.id}/preview`, owner.token)
          for (const line of chargingPricingOf(offer))
            expect(text).toContain(`${line.value.toFixed(2).replace(".", ",")} ${line.unit === "EUROS" ? "€" : "s/kWh"}`)
          expect(text).toContain(`Lepingu periood: ${offer.contractPeriod.name}`)
          expect(text).toContain(`Lõpp: ${toEstonianDate(offer.endDate)}`)
          expect(offer.contractPeriod.name).toBe(`Kuni ${toEstonianDate(offer.endDate)}`)
        }
      }
    expect(offers).toBe(1 + chargingTesters.customers.length)
  })
})
