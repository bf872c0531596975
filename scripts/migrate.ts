import { prepareDatabase } from "./prepare-database";

/** `npm run db:migrate`: apply migrations and reference data to DATABASE_URL (SEED_DEMO=true adds the demo data). */
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Set DATABASE_URL");
  process.exit(1);
}
prepareDatabase(url, { withDemoData: process.env.SEED_DEMO === "true" })
  .then(() => console.log("[wayfare] migrations applied"))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
