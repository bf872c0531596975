import { NextResponse } from "next/server";
import { openApiEndpoint } from "@/lib/contracts/platform";
import { route } from "@/server/http/route";
import { buildOpenApiDocument } from "@/server/http/openapi";

export const GET = route(openApiEndpoint, () => NextResponse.json(buildOpenApiDocument()));
