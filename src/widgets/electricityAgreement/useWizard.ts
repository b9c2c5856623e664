import { atom, useAtom, useAtomValue, type Atom } from "jotai"
import { atomWithReducer } from "jotai/utils"
import { useEffect, useRef, useState } from "react"
import { allowedStep, type WizardStep } from "../../core/rules/electricityAgreement"
import type { MeteringPoint } from "../../core/schemas/electricityAgreement"
import { useMessages } from "../session"
import { showToast } from "../ui/Toast"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import { gridAuthorisationQueryAtom, packagesQueryAtomOf, type GridAuthorisation } from "./electricityAgreement.queries"
import { initialWizardState, wizardReducer, type WizardEvent, type WizardStart, type WizardState } from "./electricityAgreement.state"

export type Dispatch = (event: WizardEvent) => void

/** One wizard's state (its own atom, so the packages' query can follow the points it holds) and the packages of those points. */
export function useWizard(start: WizardStart) {
  const [atoms] = useState(() => {
    const state = atomWithReducer(initialWizardState(start), wizardReducer)
    return { state, packages: packagesQueryAtomOf(atom((get) => get(state).packagesFor)) }
  })
  const [state, dispatch] = useAtom(atoms.state)
  return { state, dispatch: dispatch as Dispatch, packagesAtom: atoms.packages }
}

/**
 * The step lives in the address (`?step=`): a step the address asks for is opened when reached (else
 * the address is corrected), and a step the wizard moves to is written to the address.
 */
export function useStepInAddress(
  state: WizardState,
  addressStep: WizardStep | null,
  dispatch: Dispatch,
  onStep: (step: WizardStep) => void,
) {
  const seen = useRef<WizardStep | null | undefined>(undefined)
  useEffect(() => {
    if (addressStep !== seen.current) {
      seen.current = addressStep
      const allowed = allowedStep(state.mode, addressStep, state.reached)
      if (allowed !== state.step) dispatch({ type: "stepOpened", step: addressStep })
      if (allowed !== addressStep) onStep(allowed)
    } else if (state.step !== addressStep) onStep(state.step)
  }, [addressStep, state.step])
}

/** The grid operator's answer as the terms and data steps show it: the authorised eics, or still loading, or failed. */
export type GridView = ReadonlySet<string> | "loading" | "error"

/** Nothing to ask: a package change or an offer, or a customer without an EIC or points (none authorised). */
const notAsked = atom<{ readonly data?: GridAuthorisation; readonly isError: boolean }>({
  data: { authorised: [], noGrant: false },
  isError: false,
})

/**
 * The grid operator's answer for a new agreement, told to the wizard once it comes. Back from the
 * grid operator (`?elering=return`), a refusal of every point is said in a toast, and the return
 * marker is read.
 */
export function useGridAuthorisation(
  asks: boolean,
  {
    state,
    dispatch,
    eleringReturn,
    onReturnRead,
  }: { state: WizardState; dispatch: Dispatch; eleringReturn: boolean; onReturnRead: () => void },
): GridView {
  const t = useMessages(electricityAgreementMessages)
  const query = useAtomValue<{ readonly data?: GridAuthorisation; readonly isError: boolean }>(
    asks ? (gridAuthorisationQueryAtom as Atom<{ readonly data?: GridAuthorisation; readonly isError: boolean }>) : notAsked,
  )
  const answer = query.data
  useEffect(() => {
    if (answer) dispatch({ type: "authorisationAnswered", authorised: answer.authorised })
  }, [answer, dispatch])
  // The marker as the page opened: writing the first step to the address takes it out before the answer comes.
  const returned = useRef(eleringReturn)
  useEffect(() => {
    if (!returned.current || (!answer && !query.isError)) return
    returned.current = false
    if (answer?.noGrant) showToast(t("ew.auth.noCustomerAuthorization"), { kind: "error", durationMs: 8000 })
    onReturnRead()
  }, [answer, query.isError, t, onReturnRead])
  if (state.authorisationFailed || query.isError) return "error"
  return answer ? new Set(answer.authorised) : "loading"
}

/** Whether a point may be checked: the grid operator has its grant. */
export const isAuthorised = (grid: GridView, point: MeteringPoint): boolean => typeof grid === "object" && grid.has(point.eic)
