import type { chargingCalls } from "../../../core/api"
import { chargingFileName } from "../../../core/rules/charging"
import type { Handler } from "../../http/bindCall"
import { badRequest, notFound, refuse } from "../../http/errors"
import { chargingPdf } from "../../documents/otherAgreementPdf"
import { acceptChargingOffer, chargingAgreementOf, rejectChargingOffer, type ChargingDecision } from "./charging.service"

const answer = (decision: ChargingDecision): void => {
  switch (decision.kind) {
    case "OK":
      return
    case "FIELD":
      // The rule's code is the message: the portal picks the user's text by field and code.
      throw badRequest(decision.field, decision.problem)
    case "NOT_FOUND":
      throw notFound("No such charging agreement")
    case "NOT_PENDING":
      throw refuse("OFFER_NOT_PENDING", "The offer has been accepted or declined already")
  }
}

export const accept: Handler<typeof chargingCalls.chargingOfferAccept> = async ({ deps, params, user, contact, body }) =>
  answer(await acceptChargingOffer(deps.db, params.customerId, params.id, { userId: user.userId, contactId: contact.id }, body))

export const reject: Handler<typeof chargingCalls.chargingOfferReject> = async ({ deps, params, user, contact }) =>
  answer(await rejectChargingOffer(deps.db, params.customerId, params.id, { userId: user.userId, contactId: contact.id }))

const pdfResponse = (pdf: Uint8Array, disposition: "inline" | "attachment", fileName: string) =>
  new Response(pdf as unknown as BodyInit, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `${disposition}; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "cache-control": "private, no-store",
    },
  })

const pdfOf = async (
  deps: Parameters<typeof accept>[0]["deps"],
  customerId: number,
  id: number,
  query: { startDate?: string; email?: string; phone?: string; address?: string },
) => {
  const row = await chargingAgreementOf(deps.db, customerId, id)
  if (!row) throw notFound("No such charging agreement")
  return { row, pdf: await chargingPdf(deps.db, row, query) }
}

export const preview: Handler<typeof chargingCalls.chargingAgreementPreview> = async ({ deps, params, query }) => {
  const { row, pdf } = await pdfOf(deps, params.customerId, params.id, query)
  return pdfResponse(pdf, "inline", chargingFileName(row.contractNumber))
}

export const download: Handler<typeof chargingCalls.chargingAgreementDownload> = async ({ deps, params, query }) => {
  const { row, pdf } = await pdfOf(deps, params.customerId, params.id, query)
  return pdfResponse(pdf, "attachment", chargingFileName(row.contractNumber))
}
