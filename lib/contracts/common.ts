import { z } from "zod";
import { Messages } from "@/lib/constants";

/** A required text field: empty or missing says the spec's 'This is required field.'. */
export const requiredString = (max = 200) =>
  z.string({ error: Messages.required }).trim().min(1, { error: Messages.required }).max(max, { error: `Must be at most ${max} characters` });

export const optionalString = (max = 200) => z.string().trim().max(max, { error: `Must be at most ${max} characters` }).optional();

/** A positive integer id, accepting "12" from query strings. */
export const id = () => z.coerce.number({ error: Messages.required }).int({ error: "Must be a whole number" }).positive({ error: "Must be a positive number" });

export const ZEmpty = z.strictObject({});
