import { type HttpError, refusalOfProblem } from "../../http/errors"
import { answerOf, type TerminalAnswer, type TerminalProblem } from "./terminal.problems"

/** The HTTP answer to a refusal of the terminal's service: the problem's code, message and field. */
export const refusalOf = (problem: TerminalProblem): HttpError => refusalOfProblem(answerOf(problem))

/** The service's value, or its refusal thrown as the HTTP answer. */
export function valueOrRefusal<T>(answer: TerminalAnswer<T>): T {
  if ("problem" in answer) throw refusalOf(answer.problem)
  return answer.value
}
