/** Entry of the self-contained script: loading it registers <ise-agreement-signing>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineAgreementSigning } from "./agreementSigning.define"

keepSessionInMemory()
defineAgreementSigning()
