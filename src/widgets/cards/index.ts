export { CardsView, type CardsViewProps } from "./CardsView"
export { ChangeCardModal, NewCardModal, PinChangeModal } from "./CardModals"
export { cardsMessages } from "./cards.messages"
export { cardsListFromSearch, cardsListToSearch, cardsQueryAtom, initialCardsList, type CardsListState } from "./cards.queries"
