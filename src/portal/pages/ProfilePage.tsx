import { Integrations } from "../../widgets/integrations"
import { ProfileForm } from "../../widgets/profile"
import { useT } from "../../widgets/session"

/** /profiil ("Minu sätted"): reached from the header link, not in the navigation. */
export default function ProfilePage() {
  const t = useT()
  return (
    <section className="ise-portal__page ise-portal__page--narrow">
      <h1 className="ise-portal__page-title">{t("nav./profiil")}</h1>
      <ProfileForm />
      <Integrations />
    </section>
  )
}
