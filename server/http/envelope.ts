import "server-only";
import { AppError } from "./errors";

export type SuccessEnvelope<T> = { success: true; data: T };
export type ErrorEnvelope = {
  success: false;
  errorCode: string;
  errorMessage: string;
  message: string;
  shortError?: Record<string, string>;
  data?: Record<string, unknown>;
};

export function toSuccessBody<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}

export function toErrorBody(error: AppError): ErrorEnvelope {
  const body: ErrorEnvelope = { success: false, errorCode: error.code, errorMessage: error.message, message: error.message };
  if (error.shortError && Object.keys(error.shortError).length > 0) body.shortError = error.shortError;
  if (error.data) body.data = error.data;
  return body;
}
