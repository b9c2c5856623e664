import { useAtomValue } from "jotai"
import * as sessionCalls from "../../core/api/session.calls"
import { callQueryAtom, useT } from "../../widgets/session"

/**
 * Whether sign-in and signing go to the server's simulators: asked once per page load (a server's mode does not
 * change while it runs), and as a query, so that the server's render of a first view asks it too and paints the
 * marker in the HTML (issue 31: a marker that appeared after the code moved the header and the sign-in form).
 */
const simulatorsQueryAtom = callQueryAtom(sessionCalls.signInProviders, { staleTime: Number.POSITIVE_INFINITY })

/**
 * The small "Demo" marker of the header and the sign-in page, while the server's simulators stand in for
 * Smart-ID, Mobile-ID and the ID card (demo mode): its accessible name says so.
 */
export function DemoMarker() {
  const t = useT()
  if (useAtomValue(simulatorsQueryAtom).data?.simulators !== true) return null
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
