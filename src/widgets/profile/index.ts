export { ProfileForm } from "./ProfileForm"
export { profileMessages } from "./profile.messages"
export { contactPersonQueryAtom } from "./profile.queries"
