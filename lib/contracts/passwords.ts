import { z } from "zod";
import { Messages } from "@/lib/constants";
import { password, PASSWORD_TOO_LONG_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from "./account";
import { requiredOr, requiredString } from "./common";
import { defineEndpoint } from "./http";

/** Decision 0019: the spec names the calls and the page but shows no payloads or messages. */
export const PasswordMessages = {
  resetRequested: "If an account exists for this email, we have sent a link to reset your password. The link works once and expires in 30 minutes.",
  passwordSet: "Your password has been set. Please log in with your new password.",
  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  linkInvalid: "This link is not valid. Please request a new one.",
  linkUsed: "This link has already been used. Please request a new one.",
  linkExpired: "This link has expired. Please request a new one.",
  currentPasswordWrong: "Current password is incorrect",
  samePassword: "The new password must be different from the current one",
  tooManyRequests: (minutes: number) => `Too many password reset requests. Please try again in ${minutes} minutes.`,
} as const;

const confirmPassword = () => z.string({ error: requiredOr(PASSWORDS_DIFFER_MESSAGE) }).min(1, { error: Messages.required }).max(200, { error: PASSWORD_TOO_LONG_MESSAGE });

export const ZForgetPasswordRequest = z.strictObject({
  email: requiredString(254).pipe(z.email({ error: "Please enter a valid email" })),
});
export type TForgetPasswordRequest = z.infer<typeof ZForgetPasswordRequest>;

export const forgetPasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/forgetPassword",
  summary: "Email a single-use link (30 minutes) to set a new password. The same answer whether or not an account has the address; rate limited per address and per client (429).",
  tag: "account",
  auth: "public",
  body: ZForgetPasswordRequest,
  response: z.object({ message: z.string() }),
});

/** The token of a set-password or reset link: 32 random bytes in base64url (43 characters). */
const linkToken = () => z.string({ error: requiredOr(PasswordMessages.linkInvalid) }).min(1, { error: Messages.required }).max(200, { error: PasswordMessages.linkInvalid });

export const ZGeneratePasswordRequest = z
  .strictObject({ token: linkToken(), password: password(), confirmPassword: confirmPassword() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER_MESSAGE });
export type TGeneratePasswordRequest = z.infer<typeof ZGeneratePasswordRequest>;

export const generatePasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/generatePassword",
  summary: "Set the password from a single-use link (a new agent's set-password link or a reset link). Ends every session of the user; the link then no longer works.",
  tag: "account",
  auth: "public",
  body: ZGeneratePasswordRequest,
  response: z.object({ message: z.string(), email: z.string().nullable() }),
});

export const ZChangePasswordRequest = z
  .strictObject({
    currentPassword: z.string({ error: Messages.required }).min(1, { error: Messages.required }).max(200, { error: PASSWORD_TOO_LONG_MESSAGE }),
    newPassword: password(),
    confirmPassword: confirmPassword(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER_MESSAGE });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const changePasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/changePassword",
  summary: "Change the signed-in user's password. Every other session ends; this one continues with a fresh session (new cookie and authToken).",
  tag: "account",
  auth: "user",
  body: ZChangePasswordRequest,
  response: z.object({ message: z.string(), authToken: z.string() }),
});
