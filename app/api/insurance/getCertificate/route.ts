import { getInsuranceCertificateEndpoint } from "@/lib/contracts/insurance";
import { route } from "@/server/http/route";
import { getInsuranceCertificate } from "@/server/insurance/get-insurance-certificate";

export const GET = route(getInsuranceCertificateEndpoint, (ctx, input) => getInsuranceCertificate(ctx, input));
