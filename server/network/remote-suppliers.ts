import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { remoteSuppliers } from "@/db/schema/network";
import { RemoteSupplierMessages, type TAddRemoteSupplier, type TRemoteSupplier } from "@/lib/contracts/remote-suppliers";
import type { RequestContext, UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { isUniqueViolation } from "@/server/markups/find-site-records";
import { encryptSecret } from "@/server/security/secret-box";
import { checkRemoteKey, normaliseRemoteOrigin } from "./check-remote-key";

type Row = typeof remoteSuppliers.$inferSelect;

const toApi = (r: Row): TRemoteSupplier => ({
  remoteSupplierId: r.id,
  origin: r.origin,
  siteId: r.remoteSiteId,
  name: r.name,
  remoteCompanyName: r.remoteCompanyName,
  keyPrefix: r.keyPrefix,
  keyMode: r.keyMode as TRemoteSupplier["keyMode"],
  keyScope: r.keyScope as TRemoteSupplier["keyScope"],
  isPaused: r.isPaused,
  verifiedAt: r.verifiedAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

/** This (consumer) site's row, else 404: the table has no siteId, so the consumer side is named. */
const mine = (ctx: RequestContext, id: number) => and(eq(remoteSuppliers.id, id), eq(remoteSuppliers.consumerSiteId, ctx.site.id));

/** GET /api/supplier/remoteSuppliers. */
export async function listRemoteSuppliers(ctx: RequestContext) {
  const rows = await ctx.db.db.select().from(remoteSuppliers).where(eq(remoteSuppliers.consumerSiteId, ctx.site.id)).orderBy(asc(remoteSuppliers.name), asc(remoteSuppliers.id));
  return { result: rows.map(toApi) };
}

/** POST /api/supplier/remoteSuppliers/add: check the key with the supplier's deployment, then keep it sealed. */
export async function addRemoteSupplier(ctx: UserContext, input: TAddRemoteSupplier, fetchImpl?: typeof fetch) {
  const origin = await normaliseRemoteOrigin(input.origin);
  const [existing] = await ctx.db.db
    .select({ id: remoteSuppliers.id })
    .from(remoteSuppliers)
    .where(and(eq(remoteSuppliers.consumerSiteId, ctx.site.id), eq(remoteSuppliers.origin, origin), eq(remoteSuppliers.remoteSiteId, input.siteId)))
    .limit(1);
  if (existing) throw new AppError("CONFLICT", RemoteSupplierMessages.exists);
  const identity = await checkRemoteKey(origin, input.siteId, input.apiKey, fetchImpl);
  try {
    const [row] = await ctx.db.db
      .insert(remoteSuppliers)
      .values({
        consumerSiteId: ctx.site.id,
        origin,
        remoteSiteId: input.siteId,
        name: identity.siteCompanyName,
        remoteCompanyName: identity.companyName,
        apiKeySealed: encryptSecret(input.apiKey),
        keyPrefix: identity.prefix,
        keyMode: identity.mode,
        keyScope: identity.scope,
        addedByUserId: ctx.principal.userId,
      })
      .returning();
    ctx.log.info({ remoteSupplierId: row.id, origin, remoteSiteId: input.siteId, by: ctx.principal.userId }, "remote supplier added");
    return { remoteSupplier: toApi(row), message: RemoteSupplierMessages.added };
  } catch (error) {
    if (isUniqueViolation(error, "remote_suppliers_site_origin_uq")) throw new AppError("CONFLICT", RemoteSupplierMessages.exists);
    throw error;
  }
}

/** POST /api/supplier/remoteSuppliers/changeStatus: pause or resume from this side. */
export async function changeRemoteSupplierStatus(ctx: UserContext, input: { remoteSupplierId: number; isPaused: boolean }) {
  const [row] = await ctx.db.db.update(remoteSuppliers).set({ isPaused: input.isPaused, updatedAt: new Date() }).where(mine(ctx, input.remoteSupplierId)).returning();
  if (!row) throw new AppError("NOT_FOUND", RemoteSupplierMessages.notFound);
  ctx.log.info({ remoteSupplierId: row.id, isPaused: row.isPaused, by: ctx.principal.userId }, "remote supplier status changed");
  return { remoteSupplier: toApi(row), message: RemoteSupplierMessages.statusChanged };
}

/** POST /api/supplier/remoteSuppliers/remove: forget the supplier and its key. */
export async function removeRemoteSupplier(ctx: UserContext, input: { remoteSupplierId: number }) {
  const [row] = await ctx.db.db.delete(remoteSuppliers).where(mine(ctx, input.remoteSupplierId)).returning({ id: remoteSuppliers.id });
  if (!row) throw new AppError("NOT_FOUND", RemoteSupplierMessages.notFound);
  ctx.log.info({ remoteSupplierId: row.id, by: ctx.principal.userId }, "remote supplier removed");
  return { remoteSupplierId: row.id, message: RemoteSupplierMessages.removed };
}
