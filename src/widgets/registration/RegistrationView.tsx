import { useAtomValue } from "jotai"
import { companiesQueryAtom, currentUserQueryAtom, useMessages, useT } from "../session"
import { formCss } from "../ui/form.css"
import { uiCss } from "../ui/ui.css"
import { BusinessForm } from "./BusinessForm"
import { PrivateForm } from "./PrivateForm"
import { registrationMessages } from "./registration.messages"
import type { RegistrationKind } from "./RegistrationParts"
import { Style } from "../element/Style"

export type { RegistrationKind }

export interface RegistrationViewProps {
  /** Which form; null shows the choice first. Kept in the address by the page. */
  readonly kind: RegistrationKind | null
  /** The company chosen in the switcher ("+ Registreeri kliendiks"). */
  readonly companyId: number | null
  readonly onKindChange: (kind: RegistrationKind) => void
  /** After success, with the new customer's id (the page stores it and goes to /). */
  readonly onRegistered: (customerId: number) => void
}

/** /registreeri: a private or a business customer (part 3 "Registration"). */
export function RegistrationView(props: RegistrationViewProps) {
  const t = useMessages(registrationMessages)
  const user = useAtomValue(currentUserQueryAtom).data
  const companies = useAtomValue(companiesQueryAtom).data
  const kind = props.kind ?? (props.companyId != null ? "business" : null)
  return (
    <div className="ise-registration__root">
      <Style css={uiCss} />
      <Style css={formCss} />
      <fieldset className="ise-ui__form-group ise-registration__kind">
        <legend>{t("registration.kind")}</legend>
        <div className="ise-registration__choices">
          {(["business", "private"] as const).map((k) => (
            <label key={k} className="ise-ui__form-check">
              <input type="radio" name="registration-kind" checked={kind === k} onChange={() => props.onKindChange(k)} />
              <span>{t(`registration.kind.${k}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "business" && companies && (
        <BusinessForm companies={companies} companyId={props.companyId} onRegistered={props.onRegistered} />
      )}
      {kind === "private" && user && <PrivateForm user={user} onRegistered={props.onRegistered} />}
      {kind !== null && (!user || !companies) && <Loading />}
    </div>
  )
}

function Loading() {
  const t = useT()
  return (
    <p role="status" className="ise-portal__loading">
      {t("common.loading")}
    </p>
  )
}
