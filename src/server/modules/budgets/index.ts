export { registerBudgetRoutes } from "./routes.ts";
/** The tables, for read models that sum budgets across the owner's events (the Pro dashboard). */
export { budgetExpenses, budgetLines, budgets } from "./tables.ts";
