/** Entry of the self-contained script: loading it registers <ise-spend-summary>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineSpendSummary } from "./spendSummary.define"

keepSessionInMemory()
defineSpendSummary()
