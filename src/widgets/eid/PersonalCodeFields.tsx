import { useId } from "react"
import { MOBILE_ID_PREFIX, type EidFieldProblems } from "../../core/rules/session"
import { digitsOnly, PERSONAL_CODE_LENGTH } from "../../core/rules/validation"
import type { Locale } from "../../core/schemas/common"
import { useMessages } from "../session"
import { eidCss } from "./eid.css"
import { eidMessages } from "./eid.messages"
import { Style } from "../element/Style"

export interface PersonalCodeFieldsProps {
  readonly personalCode: string
  readonly onPersonalCode: (digits: string) => void
  /** Mobile-ID: the phone field after the fixed +372; omit both for Smart-ID and the ID card. */
  readonly phone?: string
  readonly onPhone?: (digits: string) => void
  /** After a refused submit: the wrong fields are marked and say why. */
  readonly problems?: EidFieldProblems | null
  /** "username" on the sign-in form, so password managers offer the code; off elsewhere. */
  readonly autoComplete?: "username" | "off"
  readonly locale?: Locale | null
}

/**
 * The personal identity code (11 digits) and, for Mobile-ID, the phone after a fixed +372: both
 * accept digits only (spec part 1 §2.2, §4.2). Sign-in, the ID card's demo card and signing all
 * use this one component; it brings its own styles.
 */
export function PersonalCodeFields({
  personalCode,
  onPersonalCode,
  phone,
  onPhone,
  problems,
  autoComplete = "off",
  locale,
}: PersonalCodeFieldsProps) {
  const t = useMessages(eidMessages, locale)
  const id = useId()
  const codeError = problems?.personalCode ? `${id}-code-error` : undefined
  const phoneError = problems?.phone ? `${id}-phone-error` : undefined
  return (
    <>
      <Style css={eidCss} />
      <div className="ise-eid__root">
        <label className="ise-eid__label" htmlFor={`${id}-code`}>
          {t("login.personalCode")}
        </label>
        <input
          id={`${id}-code`}
          className="ise-eid__input"
          name="personalCode"
          inputMode="numeric"
          autoComplete={autoComplete}
          maxLength={PERSONAL_CODE_LENGTH}
          value={personalCode}
          aria-invalid={problems?.personalCode || undefined}
          aria-describedby={codeError}
          onChange={(e) => onPersonalCode(digitsOnly(e.target.value))}
        />
        {codeError && (
          <span className="ise-eid__error" id={codeError}>
            {t("eid.codeInvalid")}
          </span>
        )}
      </div>
      {onPhone && (
        <div className="ise-eid__root">
          <label className="ise-eid__label" htmlFor={`${id}-phone`}>
            {t("login.phone")}
          </label>
          <span className="ise-eid__prefixed">
            <span className="ise-eid__prefix" aria-hidden="true" data-testid="phone-prefix">
              {MOBILE_ID_PREFIX}
            </span>
            <input
              id={`${id}-phone`}
              className="ise-eid__input"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={phone ?? ""}
              aria-invalid={problems?.phone || undefined}
              aria-describedby={[`${id}-prefix`, phoneError].filter(Boolean).join(" ")}
              onChange={(e) => onPhone(digitsOnly(e.target.value))}
            />
          </span>
          <span id={`${id}-prefix`} className="ise-eid__sr">
            {MOBILE_ID_PREFIX}
          </span>
          {phoneError && (
            <span className="ise-eid__error" id={phoneError}>
              {t("eid.phoneInvalid")}
            </span>
          )}
        </div>
      )}
    </>
  )
}
