import { parseEstonianDate } from "../../core/rules/dateRanges"
import {
  allowedStep,
  authorisationProgress,
  dataStepProblems,
  FIRST_STEP,
  needsResaleOffer,
  offerPackage,
  packageChangeStartDates,
  startDateProblem,
  startDateWindow,
  stepsOf,
  type AgreementFieldProblem,
  type AgreementFormFields,
  type AgreementProblem,
  type DayWindow,
  type WizardMode,
  type WizardStep,
} from "../../core/rules/electricityAgreement"
import type {
  ElectricityAgreementPreviewQuery,
  ElectricityOffer,
  ElectricityPackage,
  MeteringPoint,
} from "../../core/schemas/electricityAgreement"
import { pointsOfAgreement } from "./agreementForm"

/**
 * The electricity agreement wizard as a pure reducer (spec part 3 §2, §4, §5): its state, the events
 * named after what the person did (or what the grid operator answered), and the transitions. The
 * components render a state and dispatch events; the requests are made by them, their answers come
 * back here as events.
 */

/** The steps' names in the address (`?step=`). */
export const STEP_SLUGS: Record<WizardStep, string> = {
  ACCEPT_TERMS: "terms",
  DATA_AND_METERING_POINTS: "data",
  CHOOSE_PACKAGE: "package",
  CONFIRM: "confirm",
  COMPLETED: "done",
}
export const stepOfSlug = (slug: string | null): WizardStep | null =>
  (Object.entries(STEP_SLUGS).find(([, s]) => s === slug)?.[0] as WizardStep | undefined) ?? null

/** How the wizard ended: the mode's own result, or a resale offer asked for instead of packages. */
export type Completion = WizardMode | "resale"

/** The confirm step's start date: as typed (new agreement, offer) or picked (package change). */
export interface StartDate {
  readonly text: string
  readonly change: string | null
}

/** The grid operator's answer: how many of the points are authorised. */
export type Authorisation = "none" | "some" | "all"

export interface WizardState {
  readonly mode: WizardMode
  /** The customer's metering points. */
  readonly points: ReadonlyArray<MeteringPoint>
  /** The offer (offer view) or agreement (package change). */
  readonly target: ElectricityOffer | null
  /** The step shown. */
  readonly step: WizardStep
  /** The furthest step reached: steps up to it can be opened again, later ones not. */
  readonly reached: WizardStep
  /** The first step's terms box. */
  readonly termsAccepted: boolean
  readonly termsTried: boolean
  /** The grid operator's answer, null until it came. */
  readonly authorisation: Authorisation | null
  /** On the way to the grid operator (the page is leaving). */
  readonly leaving: boolean
  /** Starting the grant failed: the terms step says the check failed. */
  readonly authorisationFailed: boolean
  readonly fields: AgreementFormFields
  /** The checked metering points (new agreement). */
  readonly checked: ReadonlySet<number>
  readonly dataTried: boolean
  /** The points (eics, comma-separated) whose packages the package step shows; null before they are asked. */
  readonly packagesFor: string | null
  readonly chosen: ElectricityPackage | null
  readonly productionId: number | null
  /** Kept by the wizard: back to the packages and forward again keeps it. */
  readonly start: StartDate
  /** The confirm step's terms box: asked again every time the step is entered. */
  readonly confirmation: boolean
  readonly confirmTried: boolean
  /** "Loobu" opened the offer's reject dialog. */
  readonly rejecting: boolean
  readonly completed: Completion | null
}

export type WizardEvent =
  /** The address or the step list asked for a step: shown if reached, else the furthest reached. */
  | { readonly type: "stepOpened"; readonly step: WizardStep | null }
  | { readonly type: "backPressed" }
  | { readonly type: "termsTicked"; readonly accepted: boolean }
  /** The grid operator answered: the eics it has a grant for. */
  | { readonly type: "authorisationAnswered"; readonly authorised: ReadonlyArray<string> }
  /** "Anna nõusolek Eleringis": on to the grid operator once the terms are accepted. */
  | { readonly type: "grantAsked"; readonly canLeave: boolean }
  | { readonly type: "grantFailed" }
  /** "Edasi" on the terms step. */
  | { readonly type: "termsNextPressed" }
  | { readonly type: "fieldEdited"; readonly field: keyof AgreementFormFields; readonly value: string | boolean }
  | { readonly type: "pointToggled"; readonly pointId: number; readonly checked: boolean }
  /** "Edasi" or "Küsi pakkumist" on the data step. */
  | { readonly type: "dataSubmitted" }
  /** The packages of the checked points came. */
  | { readonly type: "packagesArrived"; readonly eics: string }
  | { readonly type: "resaleOfferAsked" }
  | { readonly type: "productionChosen"; readonly packageId: number }
  | { readonly type: "packageChosen"; readonly pkg: ElectricityPackage; readonly productionId: number | null }
  | { readonly type: "startDateTyped"; readonly text: string }
  | { readonly type: "changeStartPicked"; readonly day: string }
  | { readonly type: "confirmationTicked"; readonly accepted: boolean }
  /** "Sõlmi leping" or "Muuda pakett". */
  | { readonly type: "confirmed" }
  /** The server concluded the agreement, changed the package or accepted the offer. */
  | { readonly type: "concluded" }
  | { readonly type: "cancelPressed" }
  | { readonly type: "rejectKept" }
  | { readonly type: "rejectFailed" }
  /** The server took the rejection. */
  | { readonly type: "offerRejected" }

export interface WizardStart {
  readonly mode: WizardMode
  readonly points: ReadonlyArray<MeteringPoint>
  readonly target: ElectricityOffer | null
  readonly fields: AgreementFormFields
  /** The terms were accepted before leaving for the grid operator (`?terms=1`). */
  readonly termsAccepted?: boolean
}

export const eicsOf = (points: ReadonlyArray<{ readonly eic: string }>): string => points.map((p) => p.eic).join(",")

export function initialWizardState({ mode, points, target, fields, termsAccepted = false }: WizardStart): WizardState {
  return {
    mode,
    points,
    target,
    step: FIRST_STEP[mode],
    reached: FIRST_STEP[mode],
    termsAccepted,
    termsTried: false,
    authorisation: null,
    leaving: false,
    authorisationFailed: false,
    fields,
    checked: new Set(),
    dataTried: false,
    // A package change starts at the packages of its agreement's points.
    packagesFor: mode === "change" ? eicsOf(pointsOfAgreement(target, points)) : null,
    chosen: mode === "offer" && target ? offerPackage(target) : null,
    productionId: null,
    start: { text: "", change: null },
    confirmation: false,
    confirmTried: false,
    rejecting: false,
    completed: null,
  }
}

/** The points of the agreement: the checked ones (new), the agreement's or offer's (change, offer). */
export const chosenPointsOf = (s: WizardState): ReadonlyArray<MeteringPoint> =>
  s.mode === "new" ? s.points.filter((p) => s.checked.has(p.id)) : pointsOfAgreement(s.target, s.points)

export const dataProblemsOf = (s: WizardState): ReadonlyArray<AgreementFieldProblem> => dataStepProblems(s.fields, s.checked.size)

/** Resale chosen and a checked point above 15 kW: the data step asks for an offer instead of packages. */
export const asksResaleOffer = (s: WizardState): boolean => needsResaleOffer(s.fields.sellCheck, chosenPointsOf(s))

/** What "Edasi" on the data step leads to: nothing (a rule fails), a resale offer request, or the packages. */
export const dataOutcomeOf = (s: WizardState): "invalid" | "resale" | "packages" =>
  dataProblemsOf(s).length > 0 ? "invalid" : asksResaleOffer(s) ? "resale" : "packages"

export interface ConfirmChecks {
  readonly window: DayWindow
  /** The two first days of a month a package change may start on. */
  readonly changeDates: ReadonlyArray<string>
  /** The chosen start day (YYYY-MM-DD), null while the text is no day. */
  readonly startDay: string | null
  readonly dateProblem: AgreementProblem | null
  /** The contact fields are checked here only where there was no data step. */
  readonly problems: ReadonlyArray<AgreementFieldProblem>
}

/** The confirm step's rules on `today` (YYYY-MM-DD in Tallinn). */
export function confirmChecksOf(s: WizardState, today: string): ConfirmChecks {
  const endDate = s.mode === "offer" ? (s.target?.endDate ?? null) : (s.chosen?.contractEndDate ?? null)
  const window = startDateWindow(today, chosenPointsOf(s), endDate)
  const changeDates = packageChangeStartDates(today, s.target?.startDate ?? null)
  const startDay = s.mode === "change" ? (s.start.change ?? changeDates[0] ?? null) : parseEstonianDate(s.start.text)
  const dateProblem: AgreementProblem | null =
    s.mode === "change" ? null : s.start.text.trim() === "" ? "REQUIRED" : startDateProblem(startDay, window)
  return { window, changeDates, startDay, dateProblem, problems: s.mode === "new" ? [] : dataStepProblems(s.fields, 1) }
}

/** Whether "Sõlmi leping" may be sent: the box ticked, the start day in its window, the contact rules met. */
export const mayConclude = (s: WizardState, checks: ConfirmChecks): checks is ConfirmChecks & { startDay: string } =>
  s.confirmation && !checks.dateProblem && checks.startDay != null && checks.problems.length === 0

/** The contract preview's query: what is chosen so far (the start day only when it is in its window). */
export function previewQueryOf(s: WizardState, checks: ConfirmChecks, contactPersonId: number): ElectricityAgreementPreviewQuery {
  const { mode, target, fields, chosen, productionId } = s
  return {
    ...(mode === "offer" && target?.contractNumber ? { contractNumber: target.contractNumber } : {}),
    contactPersonId,
    meteringPointIds: chosenPointsOf(s)
      .map((p) => p.id)
      .filter((id) => s.points.some((q) => q.id === id))
      .join(","),
    // An offer's preview is the offer's own package and terms: the server reads them from its number.
    ...(chosen && mode !== "offer" ? { consumptionPackageId: chosen.id } : {}),
    ...(mode === "new" && fields.sellCheck && productionId != null ? { productionPackageId: productionId } : {}),
    ...(checks.startDay && !checks.dateProblem ? { startDate: checks.startDay } : {}),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    address: fields.address.trim(),
  }
}

const indexOf = (s: WizardState, step: WizardStep) => stepsOf(s.mode).indexOf(step)

/** Shows a step: reaching it when it is further; the confirm step's box is asked again whenever it is entered anew. */
function show(s: WizardState, step: WizardStep): WizardState {
  const reached = indexOf(s, step) > indexOf(s, s.reached) ? step : s.reached
  if (step === s.step && reached === s.reached) return s
  const leavesConfirm = s.step === "CONFIRM" && step !== "CONFIRM"
  return { ...s, step, reached, ...(leavesConfirm ? { confirmation: false, confirmTried: false, rejecting: false } : {}) }
}

/** All authorised and the terms accepted: on to the data step by itself, only the first time through. */
const moveOnWhenAuthorised = (s: WizardState): WizardState =>
  s.mode === "new" && s.step === "ACCEPT_TERMS" && s.reached === "ACCEPT_TERMS" && s.termsAccepted && s.authorisation === "all"
    ? show(s, "DATA_AND_METERING_POINTS")
    : s

/** The step before `step` in the mode, or the step itself at the mode's start. */
const previousStep = (s: WizardState): WizardStep => stepsOf(s.mode)[Math.max(0, indexOf(s, s.step) - 1)] ?? s.step

export function wizardReducer(s: WizardState, e: WizardEvent): WizardState {
  switch (e.type) {
    case "stepOpened":
      return show(s, allowedStep(s.mode, e.step, s.reached))
    case "backPressed":
      return show(s, previousStep(s))
    case "termsTicked":
      return moveOnWhenAuthorised({ ...s, termsAccepted: e.accepted })
    case "authorisationAnswered": {
      const granted = new Set(e.authorised)
      const authorised = s.points.filter((p) => granted.has(p.eic))
      // Points checked by default: every authorised one.
      const authorisation = authorisationProgress(s.points.map((p) => granted.has(p.eic)))
      return moveOnWhenAuthorised({ ...s, authorisation, checked: new Set(authorised.map((p) => p.id)) })
    }
    case "grantAsked":
      return { ...s, termsTried: true, leaving: s.termsAccepted && e.canLeave }
    case "grantFailed":
      return { ...s, leaving: false, authorisationFailed: true, authorisation: null }
    case "termsNextPressed":
      return s.termsAccepted && s.authorisation !== "none" && s.authorisation !== null
        ? show({ ...s, termsTried: true }, "DATA_AND_METERING_POINTS")
        : { ...s, termsTried: true }
    case "fieldEdited":
      return { ...s, fields: { ...s.fields, [e.field]: e.value } }
    case "pointToggled": {
      const checked = new Set(s.checked)
      if (e.checked) checked.add(e.pointId)
      else checked.delete(e.pointId)
      return { ...s, checked }
    }
    case "dataSubmitted":
      return { ...s, dataTried: true }
    case "packagesArrived":
      return show({ ...s, packagesFor: e.eics }, "CHOOSE_PACKAGE")
    case "resaleOfferAsked":
      return show({ ...s, completed: "resale" }, "COMPLETED")
    case "productionChosen":
      return { ...s, productionId: e.packageId }
    case "packageChosen": {
      const productionId = s.fields.sellCheck && s.productionId == null && e.productionId != null ? e.productionId : s.productionId
      return show({ ...s, chosen: e.pkg, productionId }, "CONFIRM")
    }
    case "startDateTyped":
      return { ...s, start: { ...s.start, text: e.text } }
    case "changeStartPicked":
      return { ...s, start: { ...s.start, change: e.day } }
    case "confirmationTicked":
      return { ...s, confirmation: e.accepted }
    case "confirmed":
      return { ...s, confirmTried: true }
    case "concluded":
      return show({ ...s, completed: s.mode }, "COMPLETED")
    case "cancelPressed":
      return { ...s, rejecting: true }
    case "rejectKept":
    case "rejectFailed":
    case "offerRejected":
      return { ...s, rejecting: false }
  }
}
