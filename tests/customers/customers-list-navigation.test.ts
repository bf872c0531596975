import { buildNavigation } from "@/components/layout/navigation";

const links = (permissions: string[], userType = "staff") =>
  buildNavigation({ userType, permissions: new Set(["backoffice.dashboard.view", ...permissions]), canShowPermissionMenu: false }).flatMap((g) => g.links.map((l) => l.href));

describe("the Customers menu entry", () => {
  it("shows /staff/customers to staff holding customers.list.view, and only to them", () => {
    expect(links(["customers.list.view"])).toContain("/staff/customers");
    expect(links([])).not.toContain("/staff/customers");
    expect(links(["customers.list.view"], "travelAgent")).not.toContain("/staff/customers");
  });
});
