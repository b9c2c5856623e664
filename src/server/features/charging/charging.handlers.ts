import type { chargingCalls } from "../../../core/api"
import { chargingFileName } from "../../../core/rules/charging"
import type { Handler } from "../../http/bindCall"
import { answer, refusalOf } from "./charging.errors"
import { acceptChargingOffer, chargingAgreementPdf, rejectChargingOffer } from "./charging.service"

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
  const made = await chargingAgreementPdf(deps.db, customerId, id, query)
  if (made.kind !== "OK") throw refusalOf(made)
  return made
}

export const preview: Handler<typeof chargingCalls.chargingAgreementPreview> = async ({ deps, params, query }) => {
  const { row, pdf } = await pdfOf(deps, params.customerId, params.id, query)
  return pdfResponse(pdf, "inline", chargingFileName(row.contractNumber))
}

export const download: Handler<typeof chargingCalls.chargingAgreementDownload> = async ({ deps, params, query }) => {
  const { row, pdf } = await pdfOf(deps, params.customerId, params.id, query)
  return pdfResponse(pdf, "attachment", chargingFileName(row.contractNumber))
}
