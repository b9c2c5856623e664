/** Entry of the self-contained script: loading it registers <ise-tanks>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineTanks } from "./tanks.define"

keepSessionInMemory()
defineTanks()
