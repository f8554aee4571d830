/**
 * The bridge from zod to the APIs' 400s: a schema's first issue becomes the ValidationError the
 * hand-written parsers threw, so clients see the same `parameter`, `allowed` and message texts.
 */
import type { z } from 'zod';
import { ValidationError } from '../errors';

/** What a custom issue may say beyond its message: the error's fields when they differ from the parameter's. */
export interface ParameterProblem {
  parameter?: string;
  allowed?: string;
}

/** A custom issue (for ctx.addIssue) whose message is the 400 text itself. */
export function problemIssue(message: string, problem: ParameterProblem = {}) {
  return { code: 'custom' as const, message, params: problem };
}

/** The message of ValidationError when none is given: the one most checks share. */
export const expectedMessage = (parameter: string, allowed: string): string =>
  `Invalid parameter '${parameter}': expected ${allowed}.`;

/** The ValidationError for a zod error of one parameter (its first issue, as the old parsers stopped there). */
export function toValidationError(error: z.ZodError, parameter: string, allowed: string): ValidationError {
  const issue = error.issues[0];
  const problem = (issue?.code === 'custom' ? issue.params : undefined) as ParameterProblem | undefined;
  return new ValidationError(
    problem?.parameter ?? parameter,
    problem?.allowed ?? allowed,
    issue?.message ?? expectedMessage(parameter, allowed),
  );
}

/**
 * Validate one parameter's value with its schema. Checks without a message of their own get
 * "Invalid parameter 'x': expected <allowed>.", `allowed` being the schema's description (what
 * the OpenAPI document shows for it) unless given.
 */
export function parseParameter<T>(schema: z.ZodType<T>, parameter: string, value: unknown, allowed?: string): T {
  // The description is looked up only on failure: reading it walks the registry on every call.
  const allowedText = () => allowed ?? schema.description ?? 'a valid value';
  const result = schema.safeParse(value, { error: () => expectedMessage(parameter, allowedText()) });
  if (result.success) return result.data;
  throw toValidationError(result.error, parameter, allowedText());
}
