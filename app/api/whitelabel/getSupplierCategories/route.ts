import { getSupplierCategoriesEndpoint } from "@/lib/contracts/network";
import { route } from "@/server/http/route";
import { getSupplierCategories } from "@/server/network/supplier-profile";

export const GET = route(getSupplierCategoriesEndpoint, () => getSupplierCategories());
