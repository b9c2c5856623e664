/** Entry of the self-contained script: loading it registers <ise-statement>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineStatement } from "./statement.define"

keepSessionInMemory()
defineStatement()
