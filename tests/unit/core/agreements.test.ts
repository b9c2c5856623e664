import { describe, expect, it } from "vitest"
import { agreementView, mergeAgreements, newAgreements } from "../../../src/core/rules/agreements"
import { signingStatusOf, type OilAgreement } from "../../../src/core/schemas/agreements"

const oil = (id: number, isSignedByCustomer: boolean, isSignedByVendor: boolean, dateModified = "2025-11-01T00:00:00Z"): OilAgreement => ({
  id,
  contractNumber: `KL-${id}`,
  type: "PURCHASE_AND_SALE",
  status: signingStatusOf(isSignedByCustomer, isSignedByVendor),
  dateModified,
  isSignedByCustomer,
  isSignedByVendor,
  fileName: null,
})

describe("oil agreement signing status (spec part 1 §4.1)", () => {
  it.each([
    [false, false, "PREPARED", true, "PDF", false, null],
    [false, true, "PENDING_CUSTOMER", true, "PDF", true, null],
    [true, false, "PENDING_VENDOR", false, "BDOC", true, null],
    [true, true, "COMPLETED", false, "BDOC", true, "ACTIVE"],
  ] as const)(
    'customer %s, vendor %s → %s ("Kehtiv" only once signed by both)',
    (customer, vendor, status, sign, fileType, signatures, badge) => {
      expect(signingStatusOf(customer, vendor)).toBe(status)
      expect(agreementView({ kind: "oil", agreement: oil(1, customer, vendor) })).toEqual({
        badge,
        signingStatus: status,
        viewAgreement: true,
        viewOffer: false,
        sign,
        signatures,
        fileType,
        offerPath: null,
      })
    },
  )

  it.each(["ACTIVE", "ENDED", "REJECTED", "CANCELED"] as const)("electricity %s: its badge, 'Vaata lepingut', no offer", (status) => {
    const view = agreementView({ kind: "electricity", agreement: { id: 2, status, meteringPoints: [] } })
    expect(view).toMatchObject({ badge: status, viewAgreement: true, viewOffer: false, sign: false, signingStatus: null })
  })

  it("PENDING shows 'Vaata pakkumust' (electricity to its offer view, charging to /laadimine/leping) and hides 'Vaata lepingut'", () => {
    expect(agreementView({ kind: "electricity", agreement: { id: 7, status: "PENDING", meteringPoints: [] } })).toMatchObject({
      badge: "PENDING",
      viewAgreement: false,
      viewOffer: true,
      offerPath: "/elekter/leping?offer=7",
    })
    expect(agreementView({ kind: "charging", agreement: { id: 8, contractNumber: "LA-1", status: "PENDING" } })).toMatchObject({
      badge: "PENDING",
      viewAgreement: false,
      viewOffer: true,
      offerPath: "/laadimine/leping",
    })
  })
})

describe("the mixed list and the front page", () => {
  it("orders all kinds by modification date, newest first", () => {
    const list = mergeAgreements(
      [oil(1, false, false, "2025-11-18T09:30:00Z"), oil(2, true, true, "2025-09-15T00:00:00Z")],
      [
        { id: 10, status: "PENDING", meteringPoints: [], dateModified: "2025-11-20T10:00:00Z" },
        { id: 11, status: "ENDED", meteringPoints: [], dateModified: "2025-06-30T00:00:00Z" },
      ],
      [{ id: 20, contractNumber: "LA", status: "PENDING", dateModified: "2025-11-12T13:00:00Z" }],
    )
    expect(list.map((i) => `${i.kind}:${i.agreement.id}`)).toEqual(["electricity:10", "oil:1", "charging:20", "oil:2", "electricity:11"])
  })

  it("UUED LEPINGUD: PREPARED or PENDING_CUSTOMER not signed by the customer, at most 3", () => {
    const all = [
      oil(1, false, false),
      oil(2, true, false),
      oil(3, false, true),
      oil(4, true, true),
      oil(5, false, false),
      oil(6, false, false),
    ]
    expect(newAgreements(all).map((a) => a.id)).toEqual([1, 3, 5])
  })
})
