import { forbidden, type HttpError, notFound, unauthorized } from "../../http/errors"
import type { SessionProblem } from "./session.service"

/** The HTTP answer to a refusal of the session feature. */
export function refusalOf(problem: SessionProblem): HttpError {
  switch (problem.kind) {
    case "NO_SIGN_IN_SESSION":
      return notFound("No sign-in session of this browser")
    case "REFRESH_REFUSED":
      return unauthorized("Refresh token missing, expired or already used")
    case "DEMO_ONLY":
      return notFound("The simulated ID card exists only in demo mode")
    case "NOT_YOUR_USER":
      return forbidden("Only your own user")
    case "USER_NOT_FOUND":
      return notFound("User not found")
    case "CUSTOMER_NOT_FOUND":
      return notFound("Customer not found")
  }
}
