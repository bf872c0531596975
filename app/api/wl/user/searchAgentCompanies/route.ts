import { searchAgentCompaniesEndpoint } from "@/lib/contracts/agents";
import { searchAgentCompanies } from "@/server/customers/search-agent-companies";
import { route } from "@/server/http/route";

export const GET = route(searchAgentCompaniesEndpoint, (ctx, input) => searchAgentCompanies(ctx, input));
