/** Entry of the self-contained script: loading it registers <ise-cards>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineCards } from "./cards.define"

keepSessionInMemory()
defineCards()
