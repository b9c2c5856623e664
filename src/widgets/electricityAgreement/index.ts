export { ElectricityWizard, STEP_SLUGS, stepOfSlug, type ElectricityWizardProps } from "./ElectricityWizard"
export { ElectricityOfferBanner } from "./ElectricityOfferBanner"
export { electricityAgreementMessages } from "./electricityAgreement.messages"
