export { ProfileForm } from "./ProfileForm"
export { profileMessages } from "./profile.messages"
