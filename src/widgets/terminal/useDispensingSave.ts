import { useAtomValue } from "jotai"
import { useEffect, useRef } from "react"
import * as terminalCalls from "../../core/api/terminal.calls"
import { ApiError } from "../../core/http/errors"
import { classifyDispensingSavePoll, DISPENSING_SAVE_POLL, poll } from "../../core/rules/polling"
import type { DispensingFuel } from "../../core/schemas/terminal"
import { customerIdAtom, getApi, reloadChanges, runApi, useCallWrite, useMessages, type WriteProblem } from "../session"
import { showToast } from "../ui/Toast"
import { terminalMessages } from "./terminal.messages"
import { createBody, editBody, type EditorEvent, type EditorState } from "./terminal.state"

/** A save the terminal's system applied: the order it created or changed (null when it did not say). */
export interface EditorSaved {
  readonly orderUid: number | null
  readonly edited: boolean
}

/** The start call failed: status, a colon and the server's error id (spec §8). */
const startFailure = (problem: WriteProblem) => `${problem.error instanceof ApiError ? problem.error.status : 500}: ${problem.code ?? 500}`

/**
 * The save of the editor: the create or edit call (a write), then its state asked every 6 s
 * (DISPENSING_SAVE_POLL, the one polling loop of core) until the terminal's system applied it or
 * refused it. Leaving the editor stops the poll.
 */
export function useDispensingSave(
  state: EditorState,
  shownFuels: ReadonlyArray<DispensingFuel>,
  dispatch: (event: EditorEvent) => void,
  onSaved: (saved: EditorSaved) => void,
) {
  const t = useMessages(terminalMessages)
  const customerId = useAtomValue(customerIdAtom)
  const create = useCallWrite(terminalCalls.dispensingOrderCreate)
  const edit = useCallWrite(terminalCalls.dispensingOrderEdit)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  return async () => {
    const { order } = state
    dispatch({ type: "savePressed" })
    const controller = new AbortController()
    abort.current = controller
    const started = order
      ? await edit.run({ body: editBody(state, order, shownFuels) })
      : await create.run({ body: createBody(state, shownFuels) })
    if (controller.signal.aborted) return
    if (!started.ok) return dispatch({ type: "saveFailed", message: startFailure(started.problem) })
    dispatch({ type: "saveStarted" })
    const stateCall = order ? terminalCalls.dispensingOrderEditState : terminalCalls.dispensingOrderSaveState
    let orderUid: number | null | undefined
    try {
      const request = getApi().request(stateCall, { params: { customerId: customerId! }, body: { uid: started.value.uid } })
      ;({ orderUid } = await runApi(poll(DISPENSING_SAVE_POLL, request, classifyDispensingSavePoll), controller.signal))
    } catch (e) {
      if (controller.signal.aborted) return
      console.warn("[dispensing] save", e)
      return dispatch({ type: "saveFailed", message: t("disp.saveFailed") })
    }
    dispatch({ type: "saveCompleted" })
    void reloadChanges(stateCall)
    showToast(t("disp.saved"), { kind: "success" })
    onSaved({ orderUid: orderUid ?? order?.uid ?? null, edited: order != null })
  }
}
