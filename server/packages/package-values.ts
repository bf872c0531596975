import "server-only";
import type { z } from "zod";
import type { ZPackageInput } from "@/lib/contracts/packages";

export type Input = z.output<typeof ZPackageInput>;

export const values = (input: Input) => ({
  name: input.name,
  destination: input.destination,
  days: input.days,
  nights: input.nights,
  plan: input.plan,
  inclusions: input.inclusions,
  exclusions: input.exclusions,
  priceFrom: input.priceFrom,
  currency: input.currency,
  validFrom: input.validFrom,
  validTill: input.validTill,
  isPublished: input.isPublished,
});
