import type { Db } from "../client";
import { seedDmcDemo } from "./dmc";
import { seedDmcCarts } from "./dmc-carts";
import { seedDefaultMarkupGroup } from "./markups";
import { seedMasterData } from "./masterdata";
import { DEMO_SUPPLIER_TERMS, seedSupplierProfile } from "./network";
import { seedDemoPackages } from "./packages";
import { seedDemoPaymentSettings } from "./payments";
import { seedPermissionCatalogue } from "./permissions";
import { seedSite } from "./sites";
import { seedSupplier } from "./suppliers";
import { seedUser } from "./users";
import { seedVisaDemo } from "./visas";
import { seedFixedDepartureDemo } from "./fixed-departures";
import { seedWalletCredit, seedWalletForUser } from "./wallet";

export const DEMO_PASSWORD = "Wayfare#2026";

/** Reference data every installation needs. */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedPermissionCatalogue(db);
  await seedMasterData(db);
}

/** The demo sites and accounts listed in the README (embedded setup only; idempotent). */
export async function seedDemoData(db: Db): Promise<void> {
  const demo = await seedSite(db, {
    name: "Demo Travels",
    domains: ["localhost", "127.0.0.1"],
    logoUrl: "/brand/demo-travels.svg",
    adminContact: "+91 22 4000 1234",
    adminEmail: "support@demo.test",
    primaryColor: "#1d4ed8",
    canShowPermissionMenu: true,
    // The look-to-book cap, visible on the demo (decision 0022): 500 free searches a month, then 50 per booking.
    lookToBookFreeSearches: 500,
    lookToBookMaxRatio: 50,
  });
  const acme = await seedSite(db, {
    name: "Acme Holidays",
    domains: ["acme.localhost"],
    logoUrl: "/brand/acme-holidays.svg",
    adminContact: "+91 80 5000 6789",
    adminEmail: "hello@acme.test",
    primaryColor: "#b45309",
    isLockMode: true,
    canShowPermissionMenu: true,
  });
  // The simulated supplier works offline; a TBO account is added per site with its credentials.
  await seedSupplier(db, { siteId: demo.id, code: "simulated", name: "Simulated", settings: { seed: 1 } });
  await seedSupplier(db, { siteId: acme.id, code: "simulated", name: "Simulated", settings: { seed: 2 } });
  for (const site of [demo, acme]) await seedDefaultMarkupGroup(db, site.id);
  await seedDemoPaymentSettings(db, demo.id, acme.id);
  // The B2B network (issue 12): Demo Travels supplies other sites; Acme has no relationship yet.
  await seedSupplierProfile(db, { siteId: demo.id, categories: ["FixedDeparture", "Flights", "TourPackages"], termsAndConditions: DEMO_SUPPLIER_TERMS });
  // The demo DMC (issue 13): a Dubai catalogue on Demo Travels.
  await seedDmcDemo(db, demo.id);
  await seedVisaDemo(db, [demo.id, acme.id]);
  // Holiday packages (issue 15): Dubai, Singapore and Thailand with generated images.
  await seedDemoPackages(db, demo.id);
  await seedFixedDepartureDemo(db, demo.id);
  const password = DEMO_PASSWORD;
  await seedUser(db, { siteId: demo.id, email: "superadmin@demo.test", password, userType: "staff", firstName: "Sara", lastName: "Admin", isSuperAdmin: true, phone: "9876500001" });
  await seedUser(db, { siteId: demo.id, email: "staff@demo.test", password, userType: "staff", firstName: "Sam", lastName: "Staff", phone: "9876500002" });
  const agent = await seedUser(db, { siteId: demo.id, email: "agent@demo.test", password, userType: "travelAgent", firstName: "Asha", lastName: "Agent", companyName: "Demo Agency", phone: "9876500003", isFlightHoldAllowed: true });
  const retail = await seedUser(db, { siteId: demo.id, email: "retail@demo.test", password, userType: "retail", firstName: "Ravi", lastName: "Retail", phone: "9876500004" });
  // Demo Agency's wallet: ₹50,000.00 opening credit, ₹10,000.00 credit limit; the retail user ₹5,000.00 (keys: restarts add nothing).
  const agencyWallet = await seedWalletForUser(db, agent.id, 1_000_000);
  await seedWalletCredit(db, { walletId: agencyWallet.id, amount: 5_000_000, idempotencyKey: "demo-opening-credit-agency" });
  const retailWallet = await seedWalletForUser(db, retail.id, 0);
  await seedWalletCredit(db, { walletId: retailWallet.id, amount: 500_000, idempotencyKey: "demo-opening-credit-retail" });
  // Demo activity carts (issue 14) once the demo's customers exist: the queue is not empty on the first start.
  await seedDmcCarts(db, demo.id);
  await seedUser(db, { siteId: acme.id, email: "admin@acme.test", password, userType: "staff", firstName: "Anil", lastName: "Acme", isSuperAdmin: true, phone: "9876500005" });
  await seedUser(db, { siteId: acme.id, email: "agent@acme.test", password, userType: "travelAgent", firstName: "Meera", lastName: "Travels", companyName: "Acme Agents", phone: "9876500006" });
}
