import { takeEarlyRefresh } from "../../core/http/earlyRefresh"
import { LEGACY_TOKEN_KEY, USER_ID_KEY } from "../../core/http/tokenStore"
import { getApi } from "./api"
import { userIdAtom } from "./session.atoms"
import { store } from "./store"

const storage = (): Storage | null => (typeof localStorage === "undefined" ? null : localStorage)

/**
 * Page start: the access token lives in memory only, so a reload (or a new tab) has none. When a
 * user id is stored (someone signed in here and did not sign out), one refresh call exchanges the
 * httpOnly refresh cookie for a new token, and the session is signed in again; otherwise, or when
 * the refresh is refused, the page starts signed out (the stored id goes too). Two tabs reloading at
 * once send the same cookie: the server's grace window gives both the same new pair.
 * The portal's HTML starts that refresh call itself while the code downloads (core/http/earlyRefresh.ts):
 * its answer is taken here, and no second call is made.
 * Resolves with whether a session was restored.
 */
export const restoreSession = async (): Promise<boolean> => {
  const started = takeEarlyRefresh()
  // Versions before issue 8 kept the token in local storage: it must not stay there.
  storage()?.removeItem(LEGACY_TOKEN_KEY)
  if (storage()?.getItem(USER_ID_KEY) == null) {
    // The tabs rule ended the session after the script had asked: its new cookie is set, its token unused.
    void started?.catch(() => undefined)
    return false
  }
  const userId = await getApi().refresh(started)
  store.set(userIdAtom, userId)
  return userId != null
}
