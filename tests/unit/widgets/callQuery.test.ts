import { afterEach, describe, expect, it, vi } from "vitest"
import * as invoicesCalls from "../../../src/core/api/invoices.calls"
import * as pricesCalls from "../../../src/core/api/prices.calls"
import * as sessionCalls from "../../../src/core/api/session.calls"
import type { Role } from "../../../src/core/schemas/common"
import type { Customer } from "../../../src/core/schemas/session"
import { callQueryAtom, callQueryKey, callQueryOptions, customerIdAtom, queryClient, store, userIdAtom } from "../../../src/widgets/session"

const customer = (id: number, roles: ReadonlyArray<Role>) =>
  ({
    id,
    customerId: id,
    contactId: id,
    name: `Customer ${id}`,
    roles,
    isPerson: false,
    apartmentAssociation: false,
  }) as unknown as Customer
const customerKey = (id: number) => callQueryKey(sessionCalls.customer, id, { params: { customerId: id } })
const page = { content: [], totalElements: 0 }

// Cached answers are fresh for 30 s, so nothing here goes to the network.
const firstPage = callQueryAtom(invoicesCalls.documents, { input: () => ({ query: { page: 0, size: 1 } }) })
const unsubscribes: Array<() => void> = []
const mount = <T>(a: Parameters<typeof store.sub>[0]) => {
  unsubscribes.push(store.sub(a, () => undefined))
  return () => store.get(a) as T
}

afterEach(() => {
  for (const u of unsubscribes.splice(0)) u()
  store.set(customerIdAtom, null)
  store.set(userIdAtom, null)
  queryClient.clear()
})

describe("callQueryAtom", () => {
  it("keys a customer call by [access, customer id, call id, path params, query, derived name]", () => {
    store.set(userIdAtom, 7)
    store.set(customerIdAtom, 2)
    queryClient.setQueryData(customerKey(2), customer(2, ["VIEW_DOCUMENTS"]))
    mount(firstPage)
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ["customer", 2, "documents"] })
        .map((q) => q.queryKey),
    ).toEqual([["customer", 2, "documents", { customerId: 2 }, { page: 0, size: 1 }, null]])
    expect(callQueryKey(sessionCalls.userContacts, 7, { params: { userId: 7 } })).toEqual([
      "user",
      7,
      "userContacts",
      { userId: 7 },
      null,
      null,
    ])
    expect(callQueryKey(pricesCalls.prices, null)).toEqual(["public", null, "prices", {}, null, null])
  })

  it("runs only for a signed-in user, once the represented customer is loaded and may make the call", async () => {
    const result = mount<{ isEnabled: boolean; data?: unknown }>(firstPage)
    expect(result().isEnabled).toBe(false)
    store.set(userIdAtom, 7)
    expect(result().isEnabled).toBe(false)
    store.set(customerIdAtom, 2)
    queryClient.setQueryData(customerKey(2), customer(2, ["VIEW_CARDS"]))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(result().isEnabled).toBe(false)
    queryClient.setQueryData(callQueryKey(invoicesCalls.documents, 2, { params: { customerId: 2 }, query: { page: 0, size: 1 } }), page)
    queryClient.setQueryData(customerKey(2), customer(2, ["ADMIN"]))
    await vi.waitFor(() => expect(result()).toMatchObject({ isEnabled: true, data: page }))
  })

  it("a customer switch drops every query of the previous customer and nothing else", async () => {
    store.set(userIdAtom, 7)
    store.set(customerIdAtom, 2)
    queryClient.setQueryData(customerKey(2), customer(2, ["ADMIN"]))
    queryClient.setQueryData(customerKey(3), customer(3, []))
    queryClient.setQueryData(callQueryKey(invoicesCalls.documents, 2, { params: { customerId: 2 }, query: { page: 0, size: 1 } }), page)
    queryClient.setQueryData(callQueryKey(sessionCalls.userContacts, 7, { params: { userId: 7 } }), [])
    queryClient.setQueryData(callQueryKey(pricesCalls.prices, null), [])
    const result = mount<{ isEnabled: boolean; data?: unknown }>(firstPage)
    await vi.waitFor(() => expect(result().data).toEqual(page))

    store.set(customerIdAtom, 3)
    expect(queryClient.getQueryCache().findAll({ queryKey: ["customer", 2] })).toEqual([])
    expect(queryClient.getQueryData(customerKey(3))).toBeDefined()
    expect(queryClient.getQueryCache().findAll({ queryKey: ["user", 7] })).toHaveLength(1)
    expect(queryClient.getQueryCache().findAll({ queryKey: ["public"] })).toHaveLength(1)
    // Customer 3 lacks the roles: no query runs and the previous customer's rows are not shown.
    await vi.waitFor(() => expect(result()).toMatchObject({ isEnabled: false, data: undefined }))
  })
})

describe("callQueryOptions", () => {
  it("keeps the previous page only from the same call of the same customer", () => {
    const options = callQueryOptions(
      invoicesCalls.documents,
      2,
      { params: { customerId: 2 }, query: { page: 1 } },
      { keepPreviousPage: true },
    )
    const keep = options.placeholderData!
    expect(keep(page, { queryKey: ["customer", 2, "documents", { customerId: 2 }, { page: 0 }, null] })).toBe(page)
    expect(keep(page, { queryKey: ["customer", 3, "documents", { customerId: 3 }, { page: 0 }, null] })).toBeUndefined()
    expect(keep(page, { queryKey: ["customer", 2, "electricityInvoices", { customerId: 2 }, { page: 0 }, null] })).toBeUndefined()
    expect(keep(page, undefined)).toBeUndefined()
    expect(callQueryOptions(invoicesCalls.documents, 2, {}).placeholderData).toBeUndefined()
  })
})
