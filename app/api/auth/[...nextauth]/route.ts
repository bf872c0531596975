import { nextAuthGetEndpoint, nextAuthPostEndpoint } from "@/lib/contracts/platform";
import { handleNextAuth } from "@/server/auth/next-auth";
import { rawRoute } from "@/server/http/route";

export const GET = rawRoute(nextAuthGetEndpoint, handleNextAuth);
export const POST = rawRoute(nextAuthPostEndpoint, handleNextAuth);
