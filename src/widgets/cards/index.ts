export { CardsView, type CardsViewProps } from "./CardsView"
export { ChangeCardModal, NewCardModal } from "./CardModals"
export { PinChangeModal } from "./PinChangeModal"
export { cardsMessages } from "./cards.messages"
export { cardsListFromSearch, cardsListToSearch, cardsQueryAtom, initialCardsList, type CardsListState } from "./cards.queries"
export {
  CreditLimitRemainder,
  IdCreditApplicationModal,
  IdCreditInfoModal,
  IdCreditPromo,
  useSeesIdCreditPromo,
  type IdCreditPromoProps,
} from "./IdCredit"
export { IdCreditConfirmation, type IdCreditConfirmationProps } from "./IdCreditConfirmation"
export { idCreditMessages } from "./idCredit.messages"
