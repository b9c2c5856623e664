import { atomWithQuery } from "jotai-tanstack-query"
import * as sessionCalls from "../../core/api/session.calls"
import { getApi, runApi } from "./api"
import { customerIdAtom, userIdAtom } from "./session.atoms"

export const currentUserQueryAtom = atomWithQuery((get) => ({
  queryKey: ["user", get(userIdAtom)],
  enabled: get(userIdAtom) != null,
  queryFn: ({ signal }) => runApi(getApi().request(sessionCalls.currentUser), signal),
}))

export const contactsQueryAtom = atomWithQuery((get) => ({
  queryKey: ["contacts", get(userIdAtom)],
  enabled: get(userIdAtom) != null,
  queryFn: ({ signal }) =>
    runApi(getApi().request(sessionCalls.userContacts, { params: { userId: get(userIdAtom)! } }), signal),
}))

export const companiesQueryAtom = atomWithQuery((get) => ({
  queryKey: ["companies", get(userIdAtom)],
  enabled: get(userIdAtom) != null,
  queryFn: ({ signal }) =>
    runApi(getApi().request(sessionCalls.companies, { params: { userId: get(userIdAtom)! } }), signal),
}))

export const customerQueryAtom = atomWithQuery((get) => ({
  queryKey: ["customer", get(customerIdAtom)],
  enabled: get(userIdAtom) != null && get(customerIdAtom) != null,
  queryFn: ({ signal }) =>
    runApi(getApi().request(sessionCalls.customer, { params: { customerId: get(customerIdAtom)! } }), signal),
}))
