import { Provider } from "jotai"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { configureApi, store } from "../widgets/session"
import { App } from "./app/App"
import { clearSession } from "./app/session"
import { trackTabs } from "./app/tabs"
import "./portal.css"

configureApi({ baseUrl: "/v1" })
trackTabs(clearSession)

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
)
