import type { DataTableRowAction } from "@/components/ui/data-table";
import type { TCustomerRecord } from "@/lib/contracts/customers";

/** What the screen hands to row actions: the permissions of the signed-in staff user and a way to open a dialog. */
export type CustomerActionContext = {
  permissions: ReadonlySet<string>;
  isSuperAdmin: boolean;
  canShowPermissionMenu: boolean;
  /** Opens the customer dialog (details, block, exemptions, switches) once one is registered. */
  openCustomer?: (customer: TCustomerRecord) => void;
};

/**
 * The extension point for per-customer actions (decision 0017): each entry becomes a button in the
 * table's actions column. The column is not rendered while this returns nothing, so no button that
 * does nothing is ever shown. The customer-admin work adds its actions here (e.g. a "Details" action
 * when `openCustomer` is given and the user holds customers.list.view).
 */
export function buildCustomerRowActions(ctx: CustomerActionContext): DataTableRowAction<TCustomerRecord>[] {
  const actions: DataTableRowAction<TCustomerRecord>[] = [];
  if (ctx.openCustomer) actions.push({ id: "details", label: "Details", onSelect: ctx.openCustomer });
  return actions;
}
