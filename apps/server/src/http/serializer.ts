import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type JsonSchema = { [key: string]: unknown };
type Serialize = (data: unknown) => string;

/** Keywords that constrain a value but never change how it is written: a serialiser has no use for them. */
const CHECKS_ONLY = new Set([
  '$schema',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'uniqueItems',
  'description',
  'default',
  'examples',
]);

const typesOf = (schema: JsonSchema): string[] | null => {
  const keys = Object.keys(schema);
  if (keys.length !== 1 || schema.type === undefined) return null;
  return Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
};

const typeOfConst = (value: unknown): string | null =>
  value === null
    ? 'null'
    : typeof value === 'string' || typeof value === 'boolean'
      ? typeof value
      : typeof value === 'number'
        ? 'number'
        : null;

/**
 * A response's JSON Schema with only what writing it needs: checks dropped, and a choice between plain types
 * (`anyOf: [{enum}, {type: null}]`, zod's nullable enum) made one `type` list, which fast-json-stringify writes
 * directly instead of testing each branch against the value.
 */
export function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (CHECKS_ONLY.has(key)) continue;
    // Undeclared fields are never written; as a check, `false` would fail a choice (`anyOf`) on a field that is
    // present but undefined, which zod's stripping allowed.
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'properties' || key === 'definitions' || key === '$defs') {
      out[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, sub]) => [name, forWriting(sub)]),
      );
    } else out[key] = forWriting(value);
  }
  if (out.type === undefined && 'const' in source) {
    const type = typeOfConst(source.const);
    if (type) out.type = type;
  }
  if (out.type === undefined && Array.isArray(source.enum)) {
    const types = [...new Set(source.enum.map(typeOfConst))];
    if (types.every((t) => t !== null)) out.type = types.length === 1 ? types[0] : types;
  }
  if (Array.isArray(out.anyOf) && Object.keys(out).length === 1) {
    const branches = (out.anyOf as JsonSchema[]).map(typesOf);
    if (branches.every((b) => b !== null)) return { type: [...new Set(branches.flat())] };
  }
  return out;
}

/** One writer per schema object, shared by every app built in this process (tests build many). */
const writers = new WeakMap<object, Serialize | null>();

function writerFor(schema: $ZodType): Serialize | null {
  const known = writers.get(schema);
  if (known !== undefined) return known;
  let writer: Serialize | null = null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    writer = fastJson(forWriting(json) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    // Dates and other values JSON Schema cannot describe: zod writes them (encoding them as it declares).
    writer = null;
  }
  writers.set(schema, writer);
  return writer;
}

/**
 * Answers are written by fast-json-stringify from the zod schema the contract declares for them (as JSON Schema,
 * built on the route's first answer): only declared fields go out, as zod's encoding did, without re-checking
 * values the handler's types already hold. Checking a page of twenty jobs against its schema cost more than
 * writing it. An answer whose schema has no JSON Schema form (a Date) is written by zod as before.
 */
export const serializerCompiler: FastifySerializerCompiler<$ZodType> = (route) => {
  const byZod = zodSerializerCompiler(route as never) as Serialize;
  const schema = route.schema;
  if (!(schema instanceof $ZodType)) return byZod;
  let write: Serialize | undefined;
  return (data: unknown) => {
    write ??= writerFor(schema) ?? byZod;
    return write(data);
  };
};
