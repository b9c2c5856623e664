import type { Hono } from "hono"
import { registrationCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./registration.handlers"

export function registrationRoutes(app: Hono<AppEnv>) {
  bindCall(app, registrationCalls.businessCustomerCreate, h.businessCustomerCreate)
  bindCall(app, registrationCalls.privateCustomerCreate, h.privateCustomerCreate)
}
