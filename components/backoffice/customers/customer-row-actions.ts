import type { DataTableRowAction } from "@/components/ui/data-table";
import type { TCustomerRecord } from "@/lib/contracts/customers";

/** What the signed-in staff user may do: their permission keys and the super-admin and site flags. */
export type CustomerAccess = {
  permissions: ReadonlySet<string>;
  isSuperAdmin: boolean;
  canShowPermissionMenu: boolean;
};

/** What the screen hands to row actions: the staff user's access and a way to open the customer dialog. */
export type CustomerActionContext = CustomerAccess & {
  /** Opens the customer dialog (details, block, exemptions, switches, groups, wallet). */
  openCustomer?: (customer: TCustomerRecord) => void;
};

/**
 * The extension point for per-customer actions (decision 0017): each entry becomes a button in the
 * table's actions column. The column is not rendered while this returns nothing, so no button that
 * does nothing is ever shown. "Details" opens the customer dialog (every holder of
 * customers.list.view may open it; each control inside checks its own permission).
 */
export function buildCustomerRowActions(ctx: CustomerActionContext): DataTableRowAction<TCustomerRecord>[] {
  const actions: DataTableRowAction<TCustomerRecord>[] = [];
  if (ctx.openCustomer && ctx.permissions.has("customers.list.view")) actions.push({ id: "details", label: "Details", onSelect: ctx.openCustomer });
  return actions;
}
