import type { Atom } from "jotai"
import * as Effect from "effect/Effect"
import * as consumptionCalls from "../../core/api/consumption.calls"
import * as electricityAgreementCalls from "../../core/api/electricityAgreement.calls"
import * as profileCalls from "../../core/api/profile.calls"
import { errorCode } from "../../core/http/errors"
import type { ElectricityAgreementPreviewQuery } from "../../core/schemas/electricityAgreement"
import { callQueryAtom, callQueryOptions, customerIdAtom, queryClient, store } from "../session"

/** The customer's metering points with their authorisation, related agreement and earliest start. */
export const wizardPointsQueryAtom = callQueryAtom(consumptionCalls.meteringPoints)

/** Electricity agreements and offers: the offer view and the package change find theirs here. */
export const electricityAgreementsQueryAtom = callQueryAtom(electricityAgreementCalls.electricityAgreements)

/** The signed-in contact's invoice settings: the data step starts from them. */
export const wizardContactQueryAtom = callQueryAtom(profileCalls.contactPerson)

/** The grid operator's answer for the customer's points: the authorised eics; `noGrant` when it has no grant of the customer at all. */
export interface GridAuthorisation {
  readonly authorised: ReadonlyArray<string>
  readonly noGrant: boolean
}

/**
 * Whether the grid data service may read each of the customer's points (a new agreement's terms
 * step). No point authorised is the grid operator's NoCustomerAuthorization, whether the server answers every
 * point `authorized: false` (ours) or the error NO_CUSTOMER_AUTHORIZATION (409): an answer, not a failure. It runs once
 * the customer's EIC and points are known, and only where there are points.
 */
export const gridAuthorisationQueryAtom = callQueryAtom(electricityAgreementCalls.eleringAuthorization, {
  input: (get) => {
    const answer = get(wizardPointsQueryAtom).data
    if (!answer?.customerEic || answer.meteringPoints.length === 0) return null
    return { params: { eic: answer.customerEic }, query: { meteringPointEics: answer.meteringPoints.map((p) => p.eic).join(",") } }
  },
  derive: {
    name: "gridAuthorisation",
    run: (api, request) =>
      api.request(electricityAgreementCalls.eleringAuthorization, request).pipe(
        Effect.map((answer): GridAuthorisation => {
          const authorised = answer.authorizations.filter((a) => a.authorized).map((a) => a.meteringPointEic)
          return { authorised, noGrant: authorised.length === 0 }
        }),
        Effect.catchIf(
          (error) => errorCode(error) === "NO_CUSTOMER_AUTHORIZATION",
          () => Effect.succeed<GridAuthorisation>({ authorised: [], noGrant: true }),
        ),
      ),
  },
})

/** The packages offered for the points the wizard holds (eics, comma-separated; null: none asked yet). */
export const packagesQueryAtomOf = (eicsAtom: Atom<string | null>) =>
  callQueryAtom(electricityAgreementCalls.electricityPackages, {
    input: (get) => {
      const eics = get(eicsAtom)
      return eics == null ? null : { query: { eics } }
    },
  })

/**
 * Loads the packages of `eics` into the query `packagesQueryAtomOf` reads (answered from the cache
 * while fresh): the data step moves on only once they are there.
 */
export const loadPackages = (eics: string) => {
  const customerId = store.get(customerIdAtom)
  const request = { params: { customerId: customerId ?? 0 }, query: { eics } }
  return queryClient.fetchQuery(callQueryOptions(electricityAgreementCalls.electricityPackages, customerId, request))
}

/**
 * The contract preview of the confirm step's choices (null: none asked yet). Spec part 3 §8: its
 * failures are only logged; the box says it could not load.
 */
export const contractPreviewQueryAtomOf = (queryAtom: Atom<ElectricityAgreementPreviewQuery | null>) =>
  callQueryAtom(electricityAgreementCalls.electricityAgreementPreview, {
    input: (get) => {
      const query = get(queryAtom)
      return query == null ? null : { query }
    },
    derive: {
      name: "loggedPreview",
      run: (api, request) =>
        api
          .request(electricityAgreementCalls.electricityAgreementPreview, request)
          .pipe(Effect.tapError((error) => Effect.sync(() => console.warn("[electricity preview]", error)))),
    },
  })
