/** Entry of the self-contained script: loading it registers <ise-agreement-signing>. */
import { defineAgreementSigning } from "./agreementSigning.define"

defineAgreementSigning()
