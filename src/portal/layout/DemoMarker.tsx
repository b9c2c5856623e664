import { useEffect, useState } from "react"
import * as sessionCalls from "../../core/api/session.calls"
import { getApi, runApi, useT } from "../../widgets/session"

/** Asked once per page load: the server says whether sign-in and signing go to its simulators. */
let simulators: Promise<boolean> | undefined
const simulatorsOn = () => {
  simulators ??= runApi(getApi().request(sessionCalls.signInProviders)).then(
    (answer) => answer.simulators,
    () => {
      simulators = undefined
      return false
    },
  )
  return simulators
}

/**
 * The small "Demo" marker of the header and the sign-in page, while the server's simulators stand in for
 * Smart-ID, Mobile-ID and the ID card (demo mode): its accessible name says so.
 */
export function DemoMarker() {
  const t = useT()
  const [on, setOn] = useState(false)
  useEffect(() => {
    let live = true
    void simulatorsOn().then((value) => live && setOn(value))
    return () => {
      live = false
    }
  }, [])
  if (!on) return null
  return (
    <span
      className="ise-portal__demo"
      role="note"
      aria-label={t("demo.markerLabel")}
      title={t("demo.markerLabel")}
      data-testid="demo-marker"
    >
      {t("demo.marker")}
    </span>
  )
}
