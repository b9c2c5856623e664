import { Provider } from "jotai"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { configureApi, restoreSession, store } from "../widgets/session"
import { App } from "./app/App"
import { clearSession } from "./app/session"
import { trackTabs } from "./app/tabs"
import "./portal.css"

configureApi({ baseUrl: "/v1" })
// A session whose tabs were all closed long ago ends before anything tries to restore it.
trackTabs(clearSession)

// One refresh call (when a session may exist), then the page: the guard sees the restored session,
// so a reload stays where it was and a signed-out one goes to /login.
const root = createRoot(document.getElementById("root")!)
void restoreSession()
  .catch(() => false)
  .finally(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <App />
        </Provider>
      </StrictMode>,
    ),
  )
