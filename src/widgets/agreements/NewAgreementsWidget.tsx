import { useAtomValue } from "jotai"
import { lazy, Suspense, useState } from "react"
import type { FeatureTranslate } from "../../core/i18n/translate"
import { agreementView, newAgreements } from "../../core/rules/agreements"
import { customerIdAtom, useMessages } from "../session"
import { newAgreementsMessages } from "./newAgreements.messages"
import { agreementsCss } from "./agreements.css"
import { oilAgreementsQueryAtom } from "./agreements.queries"
import { LoadError, failureOf } from "../ui/LoadError"
import { uiCss } from "../ui/ui.css"
import { Style } from "../element/Style"

/** Signing (Smart-ID, Mobile-ID, Web eID) loads when a signature is asked for, not with the front page. */
const loadSigningModal = () => import("./SigningModal")
const SigningModal = lazy(() => loadSigningModal().then((m) => ({ default: m.SigningModal })))

type T = FeatureTranslate<keyof typeof newAgreementsMessages.et>

/**
 * Front page "UUED LEPINGUD": up to 3 oil agreements waiting for the customer's signature. The
 * front page shows it to customers who may list agreements; the query itself waits for that too.
 */
export function NewAgreementsWidget() {
  const t: T = useMessages(newAgreementsMessages)
  const customerId = useAtomValue(customerIdAtom)
  const query = useAtomValue(oilAgreementsQueryAtom)
  const [signing, setSigning] = useState<{ id: number; title: string } | null>(null)
  const list = newAgreements(query.data?.content ?? [])
  // A failed load says so (with a retry) rather than leaving the front page's cell silently empty.
  if (customerId == null || (list.length === 0 && !query.isError)) return null
  return (
    <section className="ise-agreements__new" aria-labelledby="agr-new-title" data-testid="new-agreements">
      <Style css={uiCss} />
      <Style css={agreementsCss} />
      <h2 className="ise-agreements__new-title" id="agr-new-title">
        {t("agreements.newTitle")}
      </h2>
      {query.isError && <LoadError {...failureOf(query)!} message={t("agreements.loadFailed")} testId="new-agreements-error" />}
      <ul className="ise-agreements__new-list">
        {list.map((a) => {
          const view = agreementView({ kind: "oil", agreement: a })
          const title = t(`agreements.type.${a.type}`)
          return (
            <li className="ise-agreements__new-item" key={a.id}>
              <div>
                <p className="ise-agreements__new-name">{title}</p>
                <p className="ise-agreements__card-meta">{t("agreements.number", { number: a.contractNumber })}</p>
              </div>
              {view.sign ? (
                <button
                  type="button"
                  className="ise-ui__button"
                  onPointerEnter={() => void loadSigningModal()}
                  onFocus={() => void loadSigningModal()}
                  onClick={() => setSigning({ id: a.id, title: `${title} · ${a.contractNumber}` })}
                >
                  {t("agreements.addSignature")}
                </button>
              ) : (
                <span className="ise-agreements__badge ise-agreements__badge--signing">
                  {t(`agreements.signing.${view.signingStatus!}`)}
                </span>
              )}
            </li>
          )
        })}
      </ul>
      {signing && (
        <Suspense fallback={null}>
          <SigningModal
            customerId={customerId}
            agreementId={signing.id}
            title={signing.title}
            onClose={() => setSigning(null)}
            // The signing reloaded the agreement lists (the calls' changes).
            onSigned={() => setSigning(null)}
          />
        </Suspense>
      )}
    </section>
  )
}
