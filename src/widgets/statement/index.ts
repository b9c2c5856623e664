export { StatementView, type StatementViewProps } from "./StatementView"
export { StatementExport } from "./StatementExport"
export { statementMessages } from "./statement.messages"
export { initialStatementList, statementListFromSearch, statementListToSearch, type StatementListState } from "./statement.queries"
