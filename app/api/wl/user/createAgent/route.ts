import { createAgentEndpoint } from "@/lib/contracts/agents";
import { createAgent } from "@/server/customers/create-agent";
import { route } from "@/server/http/route";

export const POST = route(createAgentEndpoint, (ctx, input) => createAgent(ctx, input));
