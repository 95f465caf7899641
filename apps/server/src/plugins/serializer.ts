import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify, compiled once per route from the same zod schema
 * turned into JSON Schema: only declared fields go out (nothing internal can leak), and it is
 * several times cheaper than validating with zod on every answer. Under test, each answer is
 * also checked against its zod schema, so a handler that drifts from its contract fails there.
 */
export function createSerializerCompiler(options: { verify: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    if (!options.verify) return (data) => stringify(data);
    return (data) => {
      const checked = schema.safeParse(data);
      if (!checked.success) {
        throw new Error(`Answer of ${method} ${url} breaks its schema: ${z.prettifyError(checked.error)}`);
      }
      return stringify(data);
    };
  };
}
