import { queryClient } from "../../widgets/session"
import { Header } from "../layout/Header"
import { Shell } from "./Shell"
import { useSession } from "./signedInSession"

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
