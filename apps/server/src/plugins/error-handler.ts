import { type ErrorCode, type ErrorEnvelope, fieldIssueKey, parseLanguage } from '@playdeck/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../lib/errors';
import { hasMessage, translate } from '../lib/i18n';
import { declaredErrors } from '../lib/operation-route';

interface FieldIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function languageOf(request: FastifyRequest) {
  return request.language ?? parseLanguage(request.headers.language) ?? 'EN';
}

/** Whether the request part that failed (body, querystring, ...) has nothing at the issue's path. */
function isMissing(request: FastifyRequest, context: string | undefined, instancePath: string): boolean {
  const part = context === 'querystring' ? 'query' : (context ?? 'body');
  let value: unknown = (request as unknown as Record<string, unknown>)[part];
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return true;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined || value === null;
}

/**
 * The same key the web's forms show for this issue (contracts field-issue.ts). The issue here
 * does not carry its input, so whether the value was missing is read from the request.
 */
function fieldMessageKey(issue: FieldIssue, missing: boolean): string {
  // A schema's own message is a catalogue key (`feedback.words`): the web's form shows the same.
  if (issue.keyword === 'custom' && issue.message && hasMessage(issue.message)) return issue.message;
  const origin = typeof issue.params.origin === 'string' ? issue.params.origin : undefined;
  return fieldIssueKey({ code: issue.keyword, origin, input: missing ? undefined : null });
}

export function errorEnvelopeOf(request: FastifyRequest, error: AppError): ErrorEnvelope {
  const language = languageOf(request);
  const data: Record<string, unknown> = { ...error.options.data };
  if (error.options.retryAfterSeconds !== undefined) data.retryAfterSeconds = error.options.retryAfterSeconds;
  if (error.options.fields) {
    data.fields = error.options.fields.map((issue) => ({
      field: issue.field,
      message: translate(issue.key, language, issue.params),
    }));
  }
  return {
    success: false,
    errorCode: error.code,
    message: translate(error.code, language, error.options.params),
    ...(Object.keys(data).length > 0 ? { data } : {}),
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.options.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.options.retryAfterSeconds));
  }
  return reply.status(error.status).send(errorEnvelopeOf(request, error));
}

/** Maps Fastify's own errors (bad JSON, body too large, ...) to our codes. */
function frameworkErrorCode(error: FastifyError): ErrorCode | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'payload.too.large';
  if (error.statusCode === 415 || error.statusCode === 400) return 'request.malformed';
  if (error.statusCode === 404) return 'route.not.found';
  return undefined;
}

/**
 * One place turns every error into the answer envelope (conventions 6): coded errors keep
 * their code, validation errors name their fields, anything unexpected is a 500 whose
 * details go to the log only.
 */
export function registerErrorHandling(app: FastifyInstance, options: { verifyDeclaredErrors: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      const operation = request.routeOptions.config.operation;
      if (options.verifyDeclaredErrors && operation && !declaredErrors(operation).has(error.code)) {
        // Under test, an operation answering with a code its contract does not list is a bug.
        request.log.error(`${operation.id} answered ${error.code}, which its contract does not declare`);
        const data = { undeclaredErrorCode: error.code, operation: operation.id };
        return sendError(request, reply, new AppError('system.error', { data }));
      }
      return sendError(request, reply, error);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = languageOf(request);
      const fields = (error.validation as unknown as FieldIssue[]).map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        const missing = isMissing(request, error.validationContext, issue.instancePath);
        const key = fieldMessageKey(issue, missing);
        return { field, message: translate(key, language, issue.params as Record<string, number>) };
      });
      return sendError(request, reply, new AppError('validation.failed', { data: { fields } }));
    }

    const code = frameworkErrorCode(error);
    if (code) return sendError(request, reply, new AppError(code));

    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new AppError('system.error'));
  });
}
