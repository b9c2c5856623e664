import type { Hono } from "hono"
import { profileCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./profile.handlers"

export function profileRoutes(app: Hono<AppEnv>) {
  bindCall(app, profileCalls.contactPerson, h.contactPerson)
  bindCall(app, profileCalls.contactPersonPatch, h.contactPersonPatch)
}
