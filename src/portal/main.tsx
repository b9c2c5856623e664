import { Provider } from "jotai"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { configureApi, store } from "../widgets/session"
import { App } from "./app/App"
import "./portal.css"

configureApi({ baseUrl: "/v1" })

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
)
