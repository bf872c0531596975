import "server-only";
import { eq } from "drizzle-orm";
import { leGroupMappings } from "@/db/schema/pricing";
import { legalEntities, users } from "@/db/schema/users";
import { AgentMessages, type AgentUserType, type TCreateAgentRequest, type TCreatedAgent } from "@/lib/contracts/agents";
import { sendSetPasswordLink } from "@/server/account/send-password-link";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getWalletForUser, type Tx } from "@/server/wallet/wallet-records";
import { createCompanyWithDefaultGroup } from "./create-company";
import { assertNewContactsFree, rethrowContactClash, toNewCustomerContacts } from "./new-customer-contacts";

const FIELD_PREFIX = "userData.customer.";
const blankToNull = (value: string | null | undefined) => (value && value.trim() !== "" ? value.trim() : null);

/** The company a B2B agent joins: one of the site's, by id (another site's is 404, as if absent). */
async function getSiteCompanyOrThrow(ctx: UserContext, legalEntityId: number) {
  const [company] = await ctx.db.db
    .select({ id: legalEntities.id, companyName: legalEntities.companyName })
    .from(legalEntities)
    .where(ctx.db.byId(legalEntities, legalEntityId))
    .limit(1);
  if (!company) throw new AppError("NOT_FOUND", AgentMessages.companyNotFound, { shortError: { [`${FIELD_PREFIX}legalEntityId`]: AgentMessages.companyNotFound } });
  return company;
}

type Company = { legalEntityId: number; companyName: string; groupId: number | null };

/** A new company of the site, mapped to the site's default markup group (when the site has one). */
async function createCompany(tx: Tx, ctx: UserContext, companyName: string): Promise<Company> {
  const { legalEntityId, groupId } = await createCompanyWithDefaultGroup(tx, ctx.db, { companyName });
  return { legalEntityId, companyName, groupId };
}

/** The group a joined company already uses: its mapping (it keeps it), else none written. */
async function getCompanyGroupId(tx: Tx, ctx: UserContext, legalEntityId: number): Promise<number | null> {
  const [mapping] = await tx.select({ groupId: leGroupMappings.groupId }).from(leGroupMappings).where(ctx.db.where(leGroupMappings, eq(leGroupMappings.legalEntityId, legalEntityId))).limit(1);
  return mapping?.groupId ?? null;
}

/**
 * POST /api/wl/user/createAgent (spec 001 section 5 "Agent creation by staff"). The contract has
 * checked every rule; here: the contacts must be free on the site, a joined company must be the
 * site's. One transaction writes the user, a new company with its default markup mapping, and the
 * wallet the agent pays from (the company's for B2B, their own for B2c). After the commit, an
 * agent with an email gets the single-use set-password link (decision 0019).
 */
export async function createAgent(ctx: UserContext, input: TCreateAgentRequest): Promise<{ agent: TCreatedAgent; message: string }> {
  const { customer } = input.userData;
  const userType = input.userData.userType as AgentUserType;
  const contacts = toNewCustomerContacts(customer);
  const joined = userType === "travelAgent" && customer.legalEntityId ? await getSiteCompanyOrThrow(ctx, customer.legalEntityId) : null;
  await assertNewContactsFree(ctx, contacts, FIELD_PREFIX);

  const created = await ctx.db
    .transaction(async (tx) => {
      let company: Company | null = null;
      if (joined) company = { legalEntityId: joined.id, companyName: joined.companyName, groupId: await getCompanyGroupId(tx, ctx, joined.id) };
      else if (userType === "travelAgent") company = await createCompany(tx, ctx, customer.companyName!.trim());
      const [user] = await tx
        .insert(users)
        .values({
          siteId: ctx.site.id,
          userType,
          firstName: customer.firstName!.trim(),
          lastName: blankToNull(customer.lastName),
          email: contacts.email,
          phone: contacts.phone,
          phoneCountryCode: contacts.phoneCountryCode,
          phoneNumbers: contacts.phoneNumbers,
          // No password until the agent sets one from the emailed link.
          passwordHash: null,
          isVerified: true,
          legalEntityId: company?.legalEntityId ?? null,
        })
        .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email });
      const wallet = await getWalletForUser(tx, { id: user.id, siteId: ctx.site.id, userType, legalEntityId: company?.legalEntityId ?? null });
      return { user, company, walletId: wallet.id };
    })
    .catch((error: unknown) => rethrowContactClash(error, FIELD_PREFIX));

  const isPasswordLinkSent = created.user.email !== null;
  if (isPasswordLinkSent) await sendSetPasswordLink(ctx.site.id, created.user.id, ctx.principal.userId);
  ctx.log.info({ userId: created.user.id, userType, legalEntityId: created.company?.legalEntityId ?? null, by: ctx.principal.userId }, "agent created");
  return {
    agent: {
      userId: created.user.id,
      userType,
      firstName: created.user.firstName,
      lastName: created.user.lastName,
      email: created.user.email,
      legalEntityId: created.company?.legalEntityId ?? null,
      companyName: created.company?.companyName ?? null,
      groupId: created.company?.groupId ?? null,
      walletId: created.walletId,
      isPasswordLinkSent,
    },
    message: AgentMessages.created,
  };
}
