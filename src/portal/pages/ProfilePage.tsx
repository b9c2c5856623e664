import { useAtomValue } from "jotai"
import { Integrations } from "../../widgets/integrations"
import { contactPersonQueryAtom, ProfileForm } from "../../widgets/profile"
import { useT } from "../../widgets/session"

/** /profiil ("Minu sätted"): reached from the header link, not in the navigation. */
export default function ProfilePage() {
  const t = useT()
  // The integrations come below the form once the form has its data: appearing earlier, they were pushed down (CLS).
  const profile = useAtomValue(contactPersonQueryAtom)
  const formSettled = profile.data !== undefined || profile.isError
  return (
    <section className="ise-portal__page ise-portal__page--narrow">
      <h1 className="ise-portal__page-title">{t("nav./profiil")}</h1>
      <ProfileForm />
      {formSettled && <Integrations />}
    </section>
  )
}
