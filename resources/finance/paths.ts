export const CAPITAL_FLOW_PATH = "/finance/capitalFlow";
export const STATEMENT_PATH = "/finance/statement";
export const CLOSING_RECORD_PATH = "/finance/closingRecord";
