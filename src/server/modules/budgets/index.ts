export { registerBudgetRoutes } from "./routes.ts";
export { startFromTemplate as startBudgetFromTemplate } from "./budgets.ts";
/** The tables, for read models that sum budgets across the owner's events (the Pro dashboard). */
export { budgetExpenses, budgetLines, budgets } from "./tables.ts";
