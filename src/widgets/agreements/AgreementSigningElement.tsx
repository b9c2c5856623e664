import { useEffect, useState } from "react"
import { SignedInElement } from "../element/SignedInElement"
import { elementEvents } from "../element/events"
import type { ElementComponentProps } from "../element/spec"
import { uiCss } from "../ui/ui.css"
import { agreementsCss } from "./agreements.css"
import { agreementSigningElement } from "./agreementSigning.element"
import { SigningModal } from "./SigningModal"

export type AgreementSigningElementProps = ElementComponentProps<typeof agreementSigningElement>

/**
 * <ise-agreement-signing>: the signing modal of one agreement for an app webview or another page;
 * emits `ise-agreement-signed` or `ise-agreement-signing-closed` (see agreementSigning.element.ts).
 */
export function AgreementSigningElement({ agreementId, ...session }: AgreementSigningElementProps) {
  const [open, setOpen] = useState(true)
  const { emit } = elementEvents(agreementSigningElement, session.container)
  useEffect(() => setOpen(true), [agreementId])

  const customerId = Number(session.customerId)
  const agreement = Number(agreementId)
  const valid = Number.isInteger(customerId) && customerId > 0 && Number.isInteger(agreement) && agreement > 0
  return (
    <SignedInElement {...session} styles={uiCss + agreementsCss}>
      {(locale) =>
        valid &&
        open && (
          <SigningModal
            customerId={customerId}
            agreementId={agreement}
            title=""
            locale={locale}
            onClose={() => {
              setOpen(false)
              emit("ise-agreement-signing-closed", { agreementId: agreement })
            }}
            onSigned={() => {
              setOpen(false)
              emit("ise-agreement-signed", { agreementId: agreement, customerId })
            }}
          />
        )
      }
    </SignedInElement>
  )
}
