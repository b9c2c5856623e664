import { useQuery } from "@tanstack/react-query"
import * as agreementsCalls from "../../core/api/agreements.calls"
import { formatDateTime } from "../../core/i18n/dates"
import type { Locale } from "../../core/schemas/common"
import { callQueryOptions, queryClient, useMessages } from "../session"
import { LoadError, failureOf } from "../ui/LoadError"
import { Modal } from "../ui/Modal"
import { agreementMessages } from "./agreements.messages"

/** "Allkirjad": signer and date signed of one agreement. */
export function SignaturesModal(props: { customerId: number; agreementId: number; onClose: () => void; locale?: Locale | null }) {
  const t = useMessages(agreementMessages, props.locale)
  const query = useQuery(
    callQueryOptions(agreementsCalls.agreementSignatures, props.customerId, {
      params: { customerId: props.customerId },
      query: { agreementId: props.agreementId },
    }),
    queryClient,
  )
  return (
    <Modal title={t("agreements.signatures")} onClose={props.onClose} locale={props.locale} testId="signatures-modal">
      {query.isPending ? (
        <p className="ise-agreements__muted">{t("common.loading")}</p>
      ) : query.isError ? (
        <LoadError {...failureOf(query)!} locale={props.locale} testId="signatures-error" />
      ) : query.data.length === 0 ? (
        <p className="ise-agreements__muted">{t("agreements.noSignatures")}</p>
      ) : (
        <table className="ise-agreements__table">
          <thead>
            <tr>
              <th scope="col">{t("agreements.signer")}</th>
              <th scope="col">{t("agreements.dateSigned")}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((s, i) => (
              <tr key={i}>
                <td>{s.signer}</td>
                <td>{formatDateTime(s.dateSigned)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  )
}
