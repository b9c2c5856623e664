import type { Hono } from "hono"
import { sessionCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./users.handlers"

export function usersRoutes(app: Hono<AppEnv>) {
  bindCall(app, sessionCalls.currentUser, h.currentUser)
  bindCall(app, sessionCalls.userContacts, h.userContacts)
  bindCall(app, sessionCalls.companies, h.companies)
  bindCall(app, sessionCalls.customer, h.customer)
}
