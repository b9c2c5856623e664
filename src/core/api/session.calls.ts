import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import {
  IdCardChallengeResponse,
  IdCardLoginRequest,
  SimulatedIdCardAuthRequest,
  WebEidAuthToken,
  Company,
  Contact,
  Customer,
  LoginPollRequest,
  LoginPollResponse,
  LoginStartResponse,
  MobileIdLoginRequest,
  RedirectLoginRequest,
  RedirectLoginResponse,
  RedirectTokenResponse,
  RefreshResponse,
  SignInProvidersResponse,
  SmartIdLoginRequest,
  User,
} from "../schemas/session"

export const smartIdLogin = defineCall({
  id: "smartIdLogin",
  method: "POST",
  path: "/auth/smart-id/login",
  body: SmartIdLoginRequest,
  response: LoginStartResponse,
  access: "public",
  login: true,
  errors: ["TOO_MANY_REQUESTS"],
  summary: "Start a Smart-ID sign-in; answers the verification code",
})

export const mobileIdLogin = defineCall({
  id: "mobileIdLogin",
  method: "POST",
  path: "/auth/mobile-id/login",
  body: MobileIdLoginRequest,
  response: LoginStartResponse,
  access: "public",
  login: true,
  errors: ["TOO_MANY_REQUESTS"],
  summary: "Start a Mobile-ID sign-in; answers the verification code",
})

export const loginPoll = defineCall({
  id: "loginPoll",
  method: "POST",
  path: "/auth/{method}/poll",
  body: LoginPollRequest,
  response: LoginPollResponse,
  access: "public",
  login: true,
  summary: "Poll a sign-in: RUNNING, FAILED, or OK with the access token (method is smart-id or mobile-id)",
})

export const refresh = defineCall({
  id: "refresh",
  method: "POST",
  path: "/auth/refresh",
  response: RefreshResponse,
  access: "public",
  pathChosen: true,
  errors: ["UNAUTHORIZED"],
  summary: "New access token for the refresh-token cookie, which is rotated",
})

export const logout = defineCall({
  id: "logout",
  method: "POST",
  path: "/auth/logout",
  response: "empty",
  access: "public",
  summary: "End the sign-in session and clear the refresh cookie",
})

export const redirectLogin = defineCall({
  id: "redirectLogin",
  method: "POST",
  path: "/auth/redirect-login",
  body: RedirectLoginRequest,
  response: RedirectLoginResponse,
  access: "public",
  login: true,
  summary: "Sign in with a one-time redirect token; data is null when the token is not valid",
})

export const redirectToken = defineCall({
  id: "redirectToken",
  method: "POST",
  path: "/auth/redirect-token",
  response: RedirectTokenResponse,
  access: "user",
  pathChosen: true,
  summary: "A one-time redirect token (valid 60 s) that signs the same user in on another page (/redirect?token=…)",
})

export const currentUser = defineCall({
  id: "currentUser",
  method: "GET",
  path: "/users/current",
  response: User,
  access: "user",
  pathChosen: true,
  errors: ["NOT_FOUND"],
  summary: "The signed-in user",
})

export const userContacts = defineCall({
  id: "userContacts",
  method: "GET",
  path: "/users/{userId}/contacts",
  response: Schema.Array(Contact),
  access: "user",
  pathChosen: true,
  summary: "Customers the user may act for: own private customer, companies and mandates",
})

export const companies = defineCall({
  id: "companies",
  method: "GET",
  path: "/companies/{userId}",
  response: Schema.Array(Company),
  access: "user",
  summary: "Companies of the user (registered as customers or not)",
})

export const customer = defineCall({
  id: "customer",
  method: "GET",
  path: "/customers/{customerId}",
  response: Customer,
  access: "customer",
  pathChosen: true,
  summary: "The customer's data as the signed-in contact sees it (roles are this contact's roles)",
})

export const idCardChallenge = defineCall({
  id: "idCardChallenge",
  method: "POST",
  path: "/auth/id-card/challenge",
  response: IdCardChallengeResponse,
  access: "public",
  login: true,
  pathChosen: true,
  errors: ["TOO_MANY_REQUESTS"],
  summary: "Start an ID-card sign-in: a one-time nonce (5 minutes) for Web eID to sign",
})

export const idCardLogin = defineCall({
  id: "idCardLogin",
  method: "POST",
  path: "/auth/id-card/login",
  body: IdCardLoginRequest,
  response: LoginPollResponse,
  access: "public",
  login: true,
  pathChosen: true,
  summary: "Finish an ID-card sign-in with the Web eID token: OK with the access token, or FAILED",
})

export const signInProviders = defineCall({
  id: "signInProviders",
  method: "GET",
  path: "/auth/providers",
  response: SignInProvidersResponse,
  access: "public",
  pathChosen: true,
  summary: "Whether sign-in and signing go to the demo's simulators (the portal then shows its Demo marker)",
})

export const simulatedIdCardAuth = defineCall({
  id: "simulatedIdCardAuth",
  method: "POST",
  path: "/auth/id-card/simulated-card",
  body: SimulatedIdCardAuthRequest,
  response: WebEidAuthToken,
  access: "public",
  login: true,
  pathChosen: true,
  summary: "Demo mode only: the simulated ID card answers the challenge as Web eID would (404 when DEMO_MODE=off)",
})
