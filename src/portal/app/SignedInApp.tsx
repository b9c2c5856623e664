import { queryClient, startSessionQueries } from "../../widgets/session"
import { Header } from "../layout/Header"
import { Shell } from "./Shell"
import { useSession } from "./signedInSession"

/** Page start, the session restored: its own calls go out before the first render (main.tsx). */
export { startSessionQueries }

/** The portal for a signed-in user: the session from its queries, the header, and a retry that reloads them. */
export function SignedInApp() {
  const session = useSession()
  return (
    <Shell
      session={session}
      header={(path) => <Header session={session} path={path} />}
      onRetrySession={() => void queryClient.refetchQueries({ type: "all" })}
    />
  )
}
