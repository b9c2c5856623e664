export { SaleOrdersView, type SaleOrdersViewProps } from "./SaleOrdersView"
export { saleOrdersMessages } from "./saleOrders.messages"
export { initialSaleOrderList, saleOrderListFromSearch, saleOrderListToSearch, type SaleOrderListState } from "./saleOrders.queries"
